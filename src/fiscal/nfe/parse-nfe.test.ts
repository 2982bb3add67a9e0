import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNfeXml } from './parse-nfe';
import { nfeKeyDigit } from '../sped/br-docs';
import { cancelEventXml, nfeXml } from '../../../tests/fixtures/sped/nfe-builder';
import { TABLES_DIR } from '../../../tests/fixtures/sped/efd-test-kit';

const sample = (f: string) => readFileSync(join(TABLES_DIR, 'samples', 'nfe', f), 'utf8');

describe('leitura de NF-e (MOC 4.00)', () => {
  it('nfeProc com protocolo (amostra nfephp)', () => {
    const p = parseNfeXml(sample('nfephp_nfe_layout4_com_prot.xml'));
    expect(p.kind).toBe('nfe');
    if (p.kind !== 'nfe') return;
    expect(p.docs[0]).toMatchObject({
      chave: '43180906929383000163550010000000261000010301', modelo: '55', serie: '1', numero: '26',
      cnpjEmitente: '06929383000163', dataEmissao: '2018-09-25', tpNF: '1', protocolo: '143180006932433', cancelada: false,
      valores: { total: 500, icms: 0 },
    });
  });
  it('NFe sem protocolo, com tributos (amostra OCA, 2 itens)', () => {
    const p = parseNfeXml(sample('oca_NFe35200681583054000129550010000000012760018057-nf-e.xml'));
    if (p.kind !== 'nfe') throw new Error(p.kind);
    expect(p.docs[0]!.valores).toEqual({ total: 4147.25, icms: 497.67, ipi: 182.25, pis: 25.77, cofins: 118.95 });
    expect(p.docs[0]!.protocolo).toBe('');
  });
  it('prefixo de namespace (nfe:) e cStat 101 (cancelada) no protocolo', () => {
    const chave = '35250111222333000181550010000000011000000012';
    const p = parseNfeXml(nfeXml({ chave, cnpjEmit: '11222333000181', cnpjDest: '10000001000190', dhEmi: '2025-01-15T10:00:00-03:00', vNF: '10.00', cStat: '101', namespacePrefix: true }));
    if (p.kind !== 'nfe') throw new Error(p.kind);
    expect(p.docs[0]).toMatchObject({ chave, cancelada: true, serie: '1', numero: '1' });
  });
  it('evento de cancelamento 110111 homologado', () => {
    expect(parseNfeXml(cancelEventXml('3525'.padEnd(44, '1')))).toMatchObject({ kind: 'cancelamento', evento: { chave: '3525'.padEnd(44, '1') } });
    // Rejected event (cStat 573): not a cancellation.
    expect(parseNfeXml(cancelEventXml('3525'.padEnd(44, '1'), '573')).kind).toBe('ignorado');
  });
  const chave = '35250111222333000181550010000000011000000012';
  it.each([
    ['NT 2014.002 (distribuição DF-e): resEvento 110111 é cancelamento', `<resEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.01"><cOrgao>35</cOrgao><CNPJ>11222333000181</CNPJ><chNFe>${chave}</chNFe><dhEvento>2025-01-20T10:00:00-03:00</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><xEvento>Cancelamento</xEvento><dhRecbto>2025-01-20T10:00:01-03:00</dhRecbto><nProt>135250000000003</nProt></resEvento>`],
    ['NT 2014.002: resNFe com cSitNFe 3 (cancelada) é cancelamento', `<resNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.01"><chNFe>${chave}</chNFe><CNPJ>11222333000181</CNPJ><xNome>EMITENTE</xNome><IE>1</IE><dhEmi>2025-01-15T10:00:00-03:00</dhEmi><tpNF>1</tpNF><vNF>10.00</vNF><dhRecbto>2025-01-15T10:00:01-03:00</dhRecbto><nProt>135250000000001</nProt><cSitNFe>3</cSitNFe></resNFe>`],
    ['MOC 4.00, retorno do evento (retEnvEvento) com cStat 135 para 110111: cancelamento', `<retEnvEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote><tpAmb>1</tpAmb><cStat>128</cStat><retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><cStat>135</cStat><chNFe>${chave}</chNFe><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><nProt>135250000000004</nProt></infEvento></retEvento></retEnvEvento>`],
  ])('%s', (_n, xml) => {
    expect(parseNfeXml(xml)).toMatchObject({ kind: 'cancelamento', evento: { chave } });
  });
  it.each([
    ['resNFe autorizada: sem tributos, não é conciliada', `<resNFe><chNFe>${chave}</chNFe><cSitNFe>1</cSitNFe></resNFe>`, /resNFe/],
    ['resEvento de carta de correção (110110) não cancela', `<resEvento><chNFe>${chave}</chNFe><tpEvento>110110</tpEvento></resEvento>`, /carta de correção/],
    ['CT-e no mesmo zip', '<cteProc versao="4.00"><CTe/></cteProc>', /^CT-e/],
    ['NFS-e no mesmo zip', '<CompNfse><Nfse/></CompNfse>', /^NFS-e/],
    ['MDF-e no mesmo zip', '<mdfeProc versao="3.00"><MDFe/></mdfeProc>', /^MDF-e/],
  ])('ignorado com motivo: %s', (_n, xml, motivo) => {
    const p = parseNfeXml(xml);
    expect(p.kind).toBe('ignorado');
    if (p.kind === 'ignorado') expect(p.motivo).toMatch(motivo);
  });
  it('IN RFB 2.229/2024: chave com CNPJ alfanumérico do emitente (a partir de 07/2026) é lida', () => {
    const k43 = '352608' + '12ABC34501DE35' + '55001000000001100000001';
    const k = k43 + nfeKeyDigit(k43);
    const x = nfeXml({ chave: k, cnpjEmit: '12ABC34501DE35', cnpjDest: '10000001000190', dhEmi: '2026-08-15T10:00:00-03:00', vNF: '10.00' }).replace(/<chNFe>[^<]*<\/chNFe>/, '');
    const p = parseNfeXml(x);
    if (p.kind !== 'nfe') throw new Error(p.kind);
    expect(p.docs[0]).toMatchObject({ chave: k, cnpjEmitente: '12ABC34501DE35' });
  });
  it('MOC 4.00: protNFe com cStat 302 (uso denegado) marca a nota como denegada', () => {
    const p = parseNfeXml(nfeXml({ chave, cnpjEmit: '11222333000181', cnpjDest: '10000001000190', dhEmi: '2025-01-15T10:00:00-03:00', vNF: '10.00', cStat: '302' }));
    if (p.kind !== 'nfe') throw new Error(p.kind);
    expect(p.docs[0]).toMatchObject({ denegada: true, cancelada: false });
  });
  it('XML malformado ou de outro tipo é ignorado com motivo', () => {
    expect(parseNfeXml('<nfeProc><NFe>')).toMatchObject({ kind: 'ignorado' });
    expect(parseNfeXml('<cteProc/>')).toMatchObject({ kind: 'ignorado' });
  });
});
