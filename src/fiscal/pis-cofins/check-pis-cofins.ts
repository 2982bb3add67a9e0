import type { NcmStatus } from '../tables/contracts';
import { treatmentsInForce } from './bebidas-frias';
import { LEGAL } from './legal-basis';
import { withZeroRateSupplement } from './zero-rate-supplement';
import { brl, round2 } from './money';
import { NumberConvention } from './number-convention';
import { RateScaleDetector } from './rate-scale';
import type { RowEval, Trib, TribEval } from './row-context';
import { addFinding } from './row-context';
import { cellText, readItem, type ItemValues, type TributoValues } from './row-values';
import { checkCsts } from './rules-cst';
import { checkNcmTreatment } from './rules-ncm';
import { checkRates } from './rules-rates';
import { SimplesSegregation } from './simples-segregation';
import type { PisCofinsContext, PisCofinsFinding, PisCofinsResult, PisCofinsRow } from './types';
import { REGIME_LABEL } from './types';

/** PIS/COFINS gave way to the CBS on this date (EC 132/2023, LC 214/2025). */
const CBS_START = Date.UTC(2027, 0, 1);

export interface PisCofinsChecker {
  /** Checks one row and returns its findings (also kept for `result()`). */
  check(row: PisCofinsRow): PisCofinsFinding[];
  /** A finding about the file, not one item (EFD-Contribuições apuração): listed and counted by code, no row status. */
  addFileFinding(f: PisCofinsFinding): void;
  result(): PisCofinsResult;
}

export function createPisCofinsChecker(ctx: PisCofinsContext): PisCofinsChecker {
  const scale = new RateScaleDetector();
  const numbers = new NumberConvention();
  const segregation = new SimplesSegregation();
  const issues: PisCofinsFinding[] = [];
  const porCodigo: Record<string, number> = {};
  const ncmMemo = new Map<string, NcmStatus>();
  let linhas = 0;
  let correct = 0;
  let tema69Itens = 0, tema69Valor = 0;
  let withErrors = 0;
  let withWarnings = 0;
  let aMaior = 0;
  let aMenor = 0;
  let missingNcmColumnReported = false;
  let csosnReported = false;
  let ignored = 0;
  let semNcm = 0;
  const fallbackDate = ctx.referenceDate ?? new Date();
  /** The last item's date and document, for items that leave them blank (see check). */
  let lastDate: Date | null = null;
  let lastDocumento = '';

  function tribEval(trib: Trib, raw: TributoValues): TribEval {
    const cst = raw.cst ? ctx.pisCofins.cst(raw.cst, trib) ?? null : null;
    const cstNum = cst ? Number(cst.code) : null;
    const r = scale.resolve(raw.aliquota, raw.base, raw.valor, cstNum === 3);
    const cobrado =
      raw.valor !== null ? raw.valor : r.aliquota !== null && raw.base !== null && cstNum !== 3 ? (raw.base * r.aliquota) / 100 : null;
    return { trib, raw, cst, cstNum, aliquota: r.aliquota, aliquotaDerivada: r.derived, cobrado };
  }

  function ncmStatus(code: string, date: Date): NcmStatus {
    const key = `${code}|${date.toISOString().slice(0, 10)}`;
    let s = ncmMemo.get(key);
    if (!s) {
      s = ctx.ncm.statusOn(code, date);
      ncmMemo.set(key, s);
    }
    return s;
  }

  function resolveNcm(ev: RowEval, item: ItemValues, date: Date, hasNcmColumn: boolean, ncmDispensado: boolean): void {
    if (ncmDispensado && item.ncm === '') {
      semNcm++;
      return;
    }
    if (!hasNcmColumn) {
      if (!missingNcmColumnReported) {
        missingNcmColumnReported = true;
        addFinding(ev, 'warning', 'PC_NCM_INVALIDO', 'A planilha não tem coluna de NCM: as regras de monofásico, alíquota zero e amparo do CST por NCM não foram aplicadas em nenhuma linha.', null);
      }
      return;
    }
    // Service items carry NCM "00"/"00000000" by the NF-e rule (MOC, campo NCM: "00" para serviços); in
    // ISS services (x933) and transport/communication services (x301–x360) that is right, not an invalid NCM.
    const nature = item.cfop ? Number(item.cfop.code.slice(1)) : null;
    if (/^0+$/.test(item.ncm) && nature !== null && (nature === 933 || (nature >= 301 && nature <= 360))) return;
    if (item.ncm.length !== 8) {
      const what = item.ncm === '' ? 'não informado' : `"${item.ncm}" com formato inválido (o NCM tem 8 dígitos)`;
      addFinding(ev, 'warning', 'PC_NCM_INVALIDO', `NCM ${what}: as regras de PIS/COFINS por NCM (monofásico, alíquota zero, amparo do CST) não foram aplicadas.`, null);
      return;
    }
    const status = ncmStatus(item.ncm, date);
    if (status.kind === 'vigente') {
      ev.ncm = item.ncm;
      const inForce = treatmentsInForce(ctx.pisCofins.treatmentFor(item.ncm, item.exTipi), date);
      // Not in the Simples: there alíquota zero is no segregation (see README, known limits).
      ev.treatments = ctx.regime === 'simples' ? inForce : withZeroRateSupplement(inForce, item.ncm);
      return;
    }
    const detail =
      status.kind === 'extinto'
        ? `foi extinto${status.endedOn ? ` em ${status.endedOn.split('-').reverse().join('/')}` : ''}${status.successors.length ? ` (sucessor: ${status.successors.join(', ')})` : ''}`
        : 'não existe na tabela NCM';
    addFinding(ev, 'warning', 'PC_NCM_INVALIDO', `NCM ${item.ncm} ${detail} na data do documento: as regras de PIS/COFINS por NCM não foram aplicadas.`, null);
  }

  function check(row: PisCofinsRow): PisCofinsFinding[] {
    const item = readItem(row.values, numbers.observeRow(row.values));
    if (!isItemRow(item)) {
      ignored++;
      return [];
    }
    linhas++;
    // ERP reports print a note's date and number on its first item only ("suprimir se duplicado" in
    // Crystal/FastReport, or cells merged down over the note's items): a later item whose cell is empty
    // belongs to the same note — without this its date would be the reference date and its tables others.
    if (item.date === null && cellText(row.values['data']) === '') item.date = lastDate;
    else if (item.date !== null) lastDate = item.date;
    if (item.documento === '') item.documento = lastDocumento;
    else lastDocumento = item.documento;
    const date = item.date ?? fallbackDate;
    const ev: RowEval = {
      line: row.line,
      regime: ctx.regime,
      tables: ctx.pisCofins,
      item,
      date,
      pis: tribEval('PIS', item.pis),
      cofins: tribEval('COFINS', item.cofins),
      ncm: null,
      treatments: [],
      handled: new Set(),
      findings: [],
      icmsNaBase: 0,
      regimeMisto: ctx.regimeMisto === true,
    };

    if (date.getTime() >= CBS_START) {
      addFinding(ev, 'warning', 'PC_PERIODO', `Documento de ${date.toISOString().slice(0, 10).split('-').reverse().join('/')}: a partir de 01/01/2027 o PIS/COFINS deu lugar à CBS — ${LEGAL.cbs}. Nenhuma regra de PIS/COFINS foi aplicada a esta linha.`, null);
    } else {
      if (ctx.regime !== 'simples' && !csosnReported && (item.pis.csosn || item.cofins.csosn)) {
        csosnReported = true;
        const code = item.pis.csosn ? item.pis.cstRaw : item.cofins.cstRaw;
        addFinding(ev, 'warning', 'PC_CST_INVALIDO', `A coluna de CST do PIS/COFINS traz CSOSN (${code}), código de ICMS do Simples Nacional: confira se o regime escolhido (${REGIME_LABEL[ctx.regime]}) é o da empresa e se a coluna certa foi exportada. As linhas com CSOSN ficaram sem as regras de CST — ${LEGAL.cstTabelas}.`, null);
      }
      checkCsts(ev);
      resolveNcm(ev, item, date, 'ncm' in row.values, row.ncmDispensado === true);
      if (ctx.regime === 'simples') segregation.add(ev);
      else {
        checkNcmTreatment(ev);
        checkRates(ev);
      }
    }

    let hasError = false;
    for (const f of ev.findings) {
      if (row.registro) f.registro = row.registro;
      issues.push(f);
      porCodigo[f.code] = (porCodigo[f.code] ?? 0) + 1;
      if (f.type === 'error') hasError = true;
      if (f.impacto !== null) {
        if (f.impacto > 0) aMaior += f.impacto;
        else aMenor += f.impacto;
      }
    }
    if (ev.icmsNaBase > 0) { tema69Itens++; tema69Valor += ev.icmsNaBase; }
    if (ev.findings.length === 0) correct++;
    else if (hasError) withErrors++;
    else withWarnings++;
    return ev.findings;
  }

  function addFileFinding(f: PisCofinsFinding): void {
    issues.push(f);
    porCodigo[f.code] = (porCodigo[f.code] ?? 0) + 1;
  }

  function result(): PisCofinsResult {
    const recolhidoAMaior = round2(aMaior);
    const recolhidoAMenor = round2(aMenor);
    const segregavel = round2(segregation.total);
    const parts = [
      `Conferência de PIS/COFINS concluída — ${REGIME_LABEL[ctx.regime]}: ${linhas} ${linhas === 1 ? 'linha' : 'linhas'}, ${correct} sem apontamentos, ${withErrors} com erro, ${withWarnings} só com alerta.`,
    ];
    if (ignored > 0) parts.push(`${ignored} ${ignored === 1 ? 'linha sem CFOP, CST, NCM e valor foi ignorada' : 'linhas sem CFOP, CST, NCM e valor foram ignoradas'} (cabeçalhos de nota ou linhas de texto).`);
    if (semNcm > 0) parts.push(`${semNcm} ${semNcm === 1 ? 'item sem NCM (serviço ou item que a escrituração dispensa de NCM) ficou' : 'itens sem NCM (serviços ou itens que a escrituração dispensa de NCM) ficaram'} sem as regras por NCM.`);
    const canceladas = ctx.skippedRows?.canceladas ?? 0;
    if (canceladas > 0) parts.push(`${canceladas} ${canceladas === 1 ? 'linha de nota cancelada ignorada' : 'linhas de notas canceladas ignoradas'} (nota cancelada não tem efeito fiscal).`);
    if (ctx.regime === 'simples') parts.push(`Receita monofásica segregável no PGDAS-D: ${brl(segregavel)}.`);
    else parts.push(`Recolhido a maior: ${brl(recolhidoAMaior)}; recolhido a menor: ${brl(Math.abs(recolhidoAMenor))}.`);
    if (tema69Itens > 0) {
      // One line for the whole file: the per-row warnings of a Lucro Real sales file would otherwise bury it.
      parts.push(`Em ${tema69Itens} ${tema69Itens === 1 ? 'venda' : 'vendas'} a base inclui o ICMS destacado: ${brl(round2(tema69Valor))} de PIS/COFINS podem ser recuperados (${LEGAL.tema69}; restituição ou compensação dos últimos 5 anos), valor já somado ao recolhido a maior.`);
    }
    let ncmLabel: string | null = null;
    try {
      ncmLabel = ctx.ncm.versionOn(fallbackDate).label;
    } catch {
      ncmLabel = null; // a fake/partial NcmValidity without versions
    }
    return {
      status: 'success',
      message: parts.join(' '),
      summary: { correct, warnings: withWarnings, errors: withErrors },
      issues,
      totais: {
        recolhido_a_maior: recolhidoAMaior,
        recolhido_a_menor: recolhidoAMenor,
        receita_segregavel_simples: segregavel,
      },
      detalhes: {
        regime: ctx.regime,
        linhas,
        ...(ignored > 0 ? { linhasIgnoradas: ignored } : {}),
        ...(canceladas > 0 ? { linhasCanceladas: canceladas } : {}),
        ...(semNcm > 0 ? { itensSemNcm: semNcm } : {}),
        escalaAliquota: scale.scale,
        porCodigo,
        icmsNaBase: { itens: tema69Itens, valor: round2(tema69Valor) },
        receitaSegregavelPorGrupo: segregation.result(),
        receitaSegregavelItens: segregation.itens,
        tabelas: { pisCofins: ctx.pisCofins.version.label, ncm: ncmLabel },
      },
    };
  }

  return { check, addFileFinding, result };
}

/**
 * Report-shaped exports put document lines ("NF 1001 – Cliente X") between the items; a row with no
 * CFOP, no CST, no NCM and no item value is not an item, and checking it would only say "CST não
 * informado" twice per document.
 */
function isItemRow(item: ItemValues): boolean {
  return item.cfopRaw !== '' || item.pis.cstRaw !== '' || item.cofins.cstRaw !== '' || item.ncm !== '' || item.valor !== null;
}

/** Checks a whole list of rows at once (tests, small inputs). */
export function checkPisCofinsRows(rows: Iterable<PisCofinsRow>, ctx: PisCofinsContext): PisCofinsResult {
  const checker = createPisCofinsChecker(ctx);
  for (const row of rows) checker.check(row);
  return checker.result();
}
