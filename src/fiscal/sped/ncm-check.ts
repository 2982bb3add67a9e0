import type { NcmValidity } from '../tables/contracts';
import type { SpedKind } from './types';

export interface NcmFinding { type: 'error' | 'warning'; message: string }

const br = (iso: string) => iso.split('-').reverse().join('/');

/**
 * 0200 COD_NCM judged at the file's period (Guia Prático EFD ICMS/IPI, 0200 campo 08: "Código da Nomenclatura Comum do
 * Mercosul", C 008*; the PVA only refuses 99999999, REGRA_VALIDA_COD_NCM). Empty is not judged here (its obligation
 * depends on IND_ATIV and TIPO_ITEM). `start`/`end` are the period's first and last day; a code in force on either day
 * was valid in the period, so a code extinct only after the period (or created within it) is not flagged.
 */
export function checkSpedNcm(ncm: NcmValidity | undefined, code: string, item: string, sped: SpedKind, codVer: string, start: Date | null, end: Date | null): NcmFinding | null {
  if (code === '') return null;
  const it = `do item ${item}`;
  if (code === '99999999') {
    // PVA 020, REGRA_VALIDA_COD_NCM: "O campo não pode ter o valor 99999999." Older PVAs are not known to refuse it.
    const pva = sped === 'efd_icms_ipi' && Number(codVer) >= 20;
    return { type: pva ? 'error' : 'warning', message: `COD_NCM 99999999 ${it}: ${pva ? 'o PVA recusa o arquivo' : 'não é um código da NCM'} (REGRA_VALIDA_COD_NCM do PVA: "O campo não pode ter o valor 99999999."); informe a NCM do produto ou deixe o campo vazio quando o item não a exige (serviço, uso e consumo, ativo imobilizado)` };
  }
  if (!/^\d{8}$/.test(code)) {
    // The PVA takes up to 8 characters (C 008), so a short code passes its validation: a warning with the reason.
    return { type: 'warning', message: `COD_NCM "${code}" ${it} não é um código da NCM: a NCM tem 8 dígitos (Guia Prático, 0200 campo 08, C 008*); o PVA aceita o campo, mas a informação é inútil para a fiscalização e para as regras que dependem da NCM — corrija o cadastro do item` };
  }
  if (code === '00000000' || code.startsWith('00') || code.startsWith('77') || Number(code.slice(0, 2)) > 97) {
    return { type: 'warning', message: `COD_NCM ${code} ${it} não é um código da NCM (o capítulo ${code.slice(0, 2)} não existe na Nomenclatura Comum do Mercosul): corrija o cadastro do item; o PVA aceita o campo, mas não há NCM com esse código em nenhuma época` };
  }
  if (!ncm || !start) return null;
  const days = end && end.getTime() !== start.getTime() ? [start, end] : [start];
  const statuses = days.map((d) => ncm.statusOn(code, d));
  if (statuses.some((s) => s.kind === 'vigente')) return null;
  const st = statuses[statuses.length - 1]!;
  const table = ncm.versionOn(days[days.length - 1]!);
  const startIso = start.toISOString().slice(0, 10);
  if (ncm.versionOn(start).validFrom > startIso) {
    // No loaded NCM version covers the period (the oldest one is newer): a code extinct since then was valid in the
    // file's month, so the table can only say it is not in force today.
    return { type: 'warning', message: `NCM ${code} ${it} não consta da tabela NCM mais antiga disponível (${table.label}, de ${br(table.validFrom)}), posterior ao período: a tabela do período não está nas tabelas de referência, então não foi possível confirmar o código; confira-o na tabela da época` };
  }
  const why = st.kind === 'extinto'
    ? `extinto${st.endedOn ? ` em ${br(st.endedOn)}` : ''}${st.successors.length ? `; sucessor(es): ${st.successors.join(', ')}` : ''}`
    : 'não consta da tabela do período: código inexistente, ou extinto antes da versão mais antiga disponível';
  return { type: 'warning', message: `NCM ${code} ${it} não vigente no período (${why}; tabela ${table.label})` };
}
