/**
 * The classification findings shared by the register and the XML items: CST and cClassTrib exist and are valid
 * on the date, agree with each other, and agree with what the NCM (and a clear description) gives under LC 214/2025.
 */
import { itemKey, type NcmAnexoRow, type ReformaTables } from '../tables/reforma-types';
import { nomeVersao, validadeCClass, validadeCst } from './code-validity';
import { descriptionMatch } from './description-match';
import { CONDICIONAIS, candidateRows, expectedTreatment } from './expected-treatment';
import { dataBr, regra, short } from './legal-basis';
import type { Local, ReformaIssue, Sugestao, Tratamento } from './types';

export interface ClassInput {
  local: Local;
  ncm: string;
  descricao: string;
  cst: string | null;
  cClassTrib: string | null;
  /** ISO date the codes must be valid on. */
  data: string;
}

/** Medicines (art. 133, 200032 / art. 146 lists) have no NCM rows in the map: chapter 30 positions 3001–3006. */
const MEDICAMENTO = /^300[1-6]/;

const sugestaoDe = (tr: Tratamento): Sugestao | null => (tr.cClassTrib ? { cst: tr.cst, cClassTrib: tr.cClassTrib } : null);
const anexoTxt = (tr: Tratamento): string => (tr.anexo ? `Anexo ${tr.anexo}${tr.item ? `, item ${tr.item}` : ''} da LC 214/2025` : 'nenhum anexo da LC 214/2025');
const esperado = (tr: Tratamento): string =>
  tr.cClassTrib ? `CST ${tr.cst} / cClassTrib ${tr.cClassTrib}${tr.anexo ? ` (${anexoTxt(tr)}, redução de ${tr.reducao}%)` : ' (tributação integral)'}` : 'depende da descrição do produto';

export function classify(t: ReformaTables, x: ClassInput): { tratamento: Tratamento; issues: ReformaIssue[] } {
  const tratamento = expectedTreatment(t, x.ncm, x.descricao);
  const issues: ReformaIssue[] = [];
  const sug = sugestaoDe(tratamento);
  const add = (type: 'error' | 'warning', code: string, base: string, message: string, s: Sugestao | null = sug) =>
    issues.push({ ...x.local, type, code, base, message: `${message} [${base}]`, sugestao: s });

  let cstOk = false;
  if (x.cst !== null) {
    const v = validadeCst(t, x.cst, x.data);
    if (!/^\d{3}$/.test(x.cst) || v.kind === 'inexistente') add('error', 'REF_CST_INEXISTENTE', regra(t, 'UB13-10'), `CST IBS/CBS "${x.cst}" não existe na tabela de CST do IBS e da CBS. Esperado: ${esperado(tratamento)}.`);
    else if (v.kind === 'excluido') add('error', 'REF_CST_INEXISTENTE', regra(t, 'UB13-10'), `CST IBS/CBS ${x.cst} constava só até a ${nomeVersao(v.ultima)}; não existe na ${nomeVersao(v.versao)}, em vigor em ${dataBr(x.data)}.`);
    else cstOk = true;
  }
  let classOk = false;
  if (x.cClassTrib !== null) {
    const v = validadeCClass(t, x.cClassTrib, x.data);
    if (!/^\d{6}$/.test(x.cClassTrib) || v.kind === 'inexistente') add('error', 'REF_CCLASSTRIB_INEXISTENTE', regra(t, 'UB14-10'), `cClassTrib "${x.cClassTrib}" não existe na tabela de classificação tributária do IBS e da CBS. Esperado: ${esperado(tratamento)}.`);
    else if (v.kind === 'excluido') add('error', 'REF_CCLASSTRIB_VIGENCIA', regra(t, 'UB14-10'), `cClassTrib ${x.cClassTrib} constava só até a ${nomeVersao(v.ultima)} e foi excluído; não é válido em ${dataBr(x.data)} (${nomeVersao(v.versao)}).`);
    else if (v.kind === 'futuro') add('warning', 'REF_CCLASSTRIB_VIGENCIA', regra(t, 'UB14-10'), `cClassTrib ${x.cClassTrib} aparece só a partir da ${nomeVersao(v.primeira)}; em ${dataBr(x.data)} vigorava a ${nomeVersao(v.versao)}, que não o traz.`);
    else classOk = true;
  }
  if (cstOk && classOk && x.cClassTrib!.slice(0, 3) !== x.cst) {
    const c = t.cclass.get(x.cClassTrib!);
    add('error', 'REF_CST_CCLASSTRIB', regra(t, 'UB14-20'), `cClassTrib ${x.cClassTrib} pertence ao CST ${c?.cst ?? x.cClassTrib!.slice(0, 3)}, não ao CST ${x.cst} informado.`);
  }
  if (classOk) classVsNcm(t, x, tratamento, add);
  else if (cstOk && x.cClassTrib === null && tratamento.cst && tratamento.confianca !== 'depende da descrição' && x.cst !== tratamento.cst && (x.cst === '000' || x.cst === '200')) {
    const msg = x.cst === '000'
      ? `CST 000 (tributação integral) num produto com benefício: o NCM ${x.ncm} está no ${anexoTxt(tratamento)} — esperado ${esperado(tratamento)}. Possível benefício não aplicado.`
      : `CST 200 (alíquota reduzida) sem cClassTrib, e o NCM ${x.ncm} não está em anexo de redução da LC 214/2025 — esperado ${esperado(tratamento)}.`;
    add('warning', 'REF_CST_TRATAMENTO', tratamento.fundamento, msg);
  }
  return { tratamento, issues };
}

const itemText = (t: ReformaTables, r: NcmAnexoRow): string => (r.anexo && r.item ? t.anexoItens.get(itemKey(r.anexo, r.item))?.texto ?? '' : '');

type Add = (type: 'error' | 'warning', code: string, base: string, message: string, s?: Sugestao | null) => void;

function classVsNcm(t: ReformaTables, x: ClassInput, tr: Tratamento, add: Add): void {
  const k = x.cClassTrib!;
  const c = t.cclass.get(k);
  const art = c?.artigo ? `LC 214/2025, ${c.artigo.replace(/^Art/, 'art')}` : 'LC 214/2025';
  if (t.cclassDoMapa.has(k) || k === '200032') {
    const rows = candidateRows(t, x.ncm);
    const mapped = rows.some((r) => r.cClassTrib === k) || (k === '200032' && MEDICAMENTO.test(x.ncm));
    if (!mapped) {
      const onde = c?.anexo ? `Anexo ${c.anexo} da LC 214/2025` : 'os anexos da LC 214/2025';
      add('error', 'REF_CCLASSTRIB_NCM', art, `cClassTrib ${k} (${c ? short(c.descricao) : 'benefício de anexo'}) exige produto do ${onde}, e o NCM ${x.ncm} não consta da relação desse anexo. Esperado: ${esperado(tr)}.`);
      return;
    }
    // Mapped only through an item narrower than the NCM (prefix 25 "corretivos de solo" vs cement; 85171 phones for
    // people with disabilities vs smartphones), and the description does not name that product.
    const own = rows.filter((r) => r.cClassTrib === k);
    if (tr.confianca === 'depende da descrição' && own.length && own.every((r) => !r.porNcm && itemText(t, r) !== '' && !descriptionMatch(itemText(t, r), x.descricao))) {
      const alt = tr.alternativas.find((a) => a.cClassTrib === k) ?? tr.alternativas[0];
      add('warning', 'REF_CCLASSTRIB_DESCRICAO', art, `cClassTrib ${k} depende da descrição: o NCM ${x.ncm} só tem o benefício para "${short(alt?.texto ?? '', 110)}" (Anexo ${alt?.anexo ?? '?'}, item ${alt?.item ?? '?'}), e a descrição "${x.descricao.slice(0, 60)}" não indica esse produto. Se não for, use CST 000 / cClassTrib 000001.`, { cst: '000', cClassTrib: '000001' });
      return;
    }
    // Mapped, but the NCM alone gives another annex and the description does not point to this one.
    if (tr.cClassTrib && tr.confianca === 'ncm' && tr.cClassTrib !== k && !CONDICIONAIS.has(k)) {
      const alt = tr.alternativas.find((a) => a.cClassTrib === k);
      add('warning', 'REF_CCLASSTRIB_NCM', art, `cClassTrib ${k} vale para o NCM ${x.ncm} só se o produto for "${short(alt?.texto ?? '')}" (Anexo ${alt?.anexo ?? '?'}, item ${alt?.item ?? '?'}); a descrição não indica isso e o NCM está no ${anexoTxt(tr)}. Esperado: ${esperado(tr)}.`);
    }
    return;
  }
  // A non-annex code on a product the annexes benefit: the benefit may have been left out (README §3.4: warning).
  if (k.startsWith('000') && tr.cClassTrib && tr.cClassTrib !== '000001' && tr.confianca !== 'depende da descrição') {
    add('warning', 'REF_BENEFICIO_NAO_APLICADO', tr.fundamento, `cClassTrib ${k} (tributação integral), mas o NCM ${x.ncm}${tr.confianca === 'descricao' ? ' com esta descrição' : ''} está no ${anexoTxt(tr)}: "${short(tr.texto ?? '', 100)}". Esperado: ${esperado(tr)}. Possível benefício não aplicado.`);
  }
}
