/**
 * Consistency of an EFD-Contribuições apuração with its documents. The contribution of the period in
 * M210 (PIS) / M610 (COFINS), field VL_CONT_APUR, is "base de cálculo × alíquota" of the operations of
 * blocks A, C, D and F with CST 01, 02, 03 and 05 (Guia Prático da EFD-Contribuições, M210 campo 08 —
 * campo 11 from layout 005); M200/M600 total the M210/M610 of the period (M200 campos 02 e 09 = Σ M210
 * campo VL_CONT_PER). The PVA accepts a file whose M210 differs from its documents (the apuração may be
 * typed or imported), so a difference is a warning with both sums, never an error.
 */
import { brl, round2 } from './money';
import type { ContributionSums, EfdContribReader } from './efd-contrib-reader';
import type { PisCofinsFinding } from './types';

const GUIA_M210 = 'Guia Prático da EFD-Contribuições, registro M210/M610, campo VL_CONT_APUR (base de cálculo × alíquota das operações dos blocos A, C, D e F com CST 01, 02, 03 e 05)';
const GUIA_M200 = 'Guia Prático da EFD-Contribuições, registro M200/M600, campos 02 (VL_TOT_CONT_NC_PER) e 09 (VL_TOT_CONT_CUM_PER) = soma do campo VL_CONT_PER dos M210/M610';

export interface ApuracaoCheck {
  findings: PisCofinsFinding[];
  conferida: boolean;
  nota: string;
}

function total(s: ContributionSums): number {
  let t = 0;
  for (const v of s.debitos.values()) t += v;
  return round2(t);
}

function registersOf(s: ContributionSums): string {
  return [...s.debitos.keys()].sort().join(', ') || 'nenhum';
}

export function checkApuracao(r: EfdContribReader): ApuracaoCheck {
  if (r.blockI) {
    return { findings: [], conferida: false, nota: 'Apuração (M210/M610) não conferida com os documentos: o arquivo tem o bloco I (instituições financeiras), cujas receitas não são lidas por esta conferência.' };
  }
  if (r.pis.apuracaoLine === 0 && r.cofins.apuracaoLine === 0) {
    const any = total(r.pis) + total(r.cofins) > 0;
    return {
      findings: [],
      conferida: false,
      nota: any
        ? 'O arquivo não tem os registros M210/M610 (apuração da contribuição): a soma dos documentos não pôde ser comparada com a apuração.'
        : 'Sem contribuição a apurar (nenhum documento com CST 01, 02, 03 ou 05 e nenhum M210/M610).',
    };
  }
  // Each item's value is rounded to the cent, the apuração is base × rate on the total: up to half a cent per line.
  const tolerance = round2(0.01 + r.debitLines * 0.005);
  const findings: PisCofinsFinding[] = [];
  const notes: string[] = [];
  for (const [trib, s, m210, m200] of [['PIS', r.pis, 'M210', 'M200'], ['COFINS', r.cofins, 'M610', 'M600']] as const) {
    if (s.apuracaoLine === 0) continue;
    const docs = total(s);
    const apurado = round2(s.apurado);
    const diff = round2(apurado - docs);
    notes.push(`${trib}: documentos ${brl(docs)} × ${m210} ${brl(apurado)}`);
    if (Math.abs(diff) > tolerance) {
      findings.push({
        type: 'warning',
        code: 'PC_APURACAO',
        line: s.apuracaoLine,
        registro: m210,
        tributo: trib,
        impacto: null,
        message: `${trib} apurado no ${m210} (soma do campo VL_CONT_APUR: ${brl(apurado)}) difere da soma ${trib === 'PIS' ? 'do PIS' : 'da COFINS'} dos documentos com CST 01, 02, 03 e 05 (${brl(docs)}; registros ${registersOf(s)}): diferença de ${brl(Math.abs(diff))} ${diff > 0 ? 'a mais na apuração' : 'a menos na apuração'} — ${GUIA_M210}. Confira se a apuração foi digitada ou importada sem os documentos do período, ou se há documentos lançados em duplicidade.`,
      });
    }
    if (s.m200Line > 0 && Math.abs(round2(s.totalM200 - s.periodo)) > 0.01) {
      findings.push({
        type: 'warning',
        code: 'PC_APURACAO',
        line: s.m200Line,
        registro: m200,
        tributo: trib,
        impacto: null,
        message: `Total ${trib === 'PIS' ? 'do PIS' : 'da COFINS'} do período no ${m200} (${brl(round2(s.totalM200))}) difere da soma das contribuições dos ${m210} (campo VL_CONT_PER: ${brl(round2(s.periodo))}) — ${GUIA_M200}.`,
      });
    }
  }
  return { findings, conferida: true, nota: `Apuração (M210/M610) comparada com a soma dos documentos (tolerância de arredondamento ${brl(tolerance)}): ${notes.join('; ')}.` };
}
