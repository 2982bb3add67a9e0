/**
 * The PIS/COFINS check on an EFD-Contribuições file: the SPED line scanner feeds EfdContribReader, whose
 * item rows go through the same checker as a spreadsheet's rows; the regime comes from 0110 and the
 * apuração (M200/M210, M600/M610) is compared with the documents at the end. Pure: chunks in, findings out
 * (efd-contrib-file.ts reads a path).
 */
import { LineScanner } from '../sped/line-scanner';
import { createPisCofinsChecker, type PisCofinsChecker } from './check-pis-cofins';
import { checkApuracao } from './efd-contrib-apuracao';
import { EfdContribError, EfdContribReader, type Reg0110, type SpedItemRow } from './efd-contrib-reader';
import type { EfdContribOrigem } from './efd-contrib-types';
import type { PisCofinsContext, PisCofinsFinding, PisCofinsResult, Regime } from './types';

export interface EfdContribItemOutcome {
  row: SpedItemRow;
  findings: PisCofinsFinding[];
}

export interface EfdContribChecker {
  /** Feeds raw bytes; returns the items completed by this chunk with their findings. */
  push(chunk: Buffer): EfdContribItemOutcome[];
  /** After the last chunk: the last items, then the apuração check. */
  end(): EfdContribItemOutcome[];
  result(): PisCofinsResult;
}

/**
 * Regime of 0110 campo 02 COD_INC_TRIB (Guia Prático da EFD-Contribuições): 1 = exclusivamente não
 * cumulativo (Lucro Real, Leis 10.637/2002 e 10.833/2003); 2 = exclusivamente cumulativo (Lucro Presumido
 * or arbitrado, Lei 9.718/1998); 3 = ambos (Lucro Real with revenues kept cumulative, Lei 10.833/2003,
 * art. 10): checked as Lucro Real, the cumulative rates accepted.
 */
export function regimeFrom0110(r: Reg0110): { regime: Regime; misto: boolean; origem: string } {
  const where = `registro 0110 (linha ${r.line}), COD_INC_TRIB = ${r.codIncTrib}`;
  switch (r.codIncTrib) {
    case '1': return { regime: 'lucro-real', misto: false, origem: `${where}: incidência exclusivamente no regime não cumulativo` };
    case '2': return { regime: 'lucro-presumido', misto: false, origem: `${where}: incidência exclusivamente no regime cumulativo${r.indRegCum === '1' ? ' (regime de caixa)' : ''}` };
    case '3': return { regime: 'lucro-real', misto: true, origem: `${where}: incidência nos regimes não cumulativo e cumulativo (as receitas com 0,65%/3% são aceitas como cumulativas, Lei 10.833/2003, art. 10)` };
    default:
      throw new EfdContribError(`O registro 0110 (linha ${r.line}) tem COD_INC_TRIB "${r.codIncTrib}": o Guia Prático aceita 1 (não cumulativo), 2 (cumulativo) ou 3 (ambos). Sem ele não se sabe o regime da empresa.`);
  }
}

const br = (d: string) => d.replace(/^(\d\d)(\d\d)(\d{4})$/, '$1/$2/$3');

export function createEfdContribChecker(ctx: Pick<PisCofinsContext, 'pisCofins' | 'ncm'>): EfdContribChecker {
  let checker: PisCofinsChecker | null = null;
  let regimeOrigem = '';
  let queue: EfdContribItemOutcome[] = [];
  /** The checker, made once the 0110 is known; rows without a date are judged at the period's end (0000 DT_FIN). */
  function open(r0110: Reg0110): PisCofinsChecker {
    const r = regimeFrom0110(r0110);
    regimeOrigem = r.origem;
    const fin = reader.header?.dtFin ?? '';
    const referenceDate = /^\d{8}$/.test(fin) ? new Date(Date.UTC(Number(fin.slice(4)), Number(fin.slice(2, 4)) - 1, Number(fin.slice(0, 2)))) : undefined;
    return createPisCofinsChecker({ ...ctx, regime: r.regime, regimeMisto: r.misto, referenceDate });
  }
  const reader: EfdContribReader = new EfdContribReader((row) => {
    if (!checker) {
      if (!reader.reg0110) throw new EfdContribError(`O arquivo não tem o registro 0110 antes dos documentos (linha ${row.line}): é ele que diz o regime de apuração (COD_INC_TRIB), obrigatório no Guia Prático da EFD-Contribuições.`);
      checker = open(reader.reg0110);
    }
    queue.push({ row, findings: checker.check(row) });
  });
  const scanner = new LineScanner(reader);
  let ended = false;
  let first = true;
  let crOnly: boolean | null = null;
  let apuracao: ReturnType<typeof checkApuracao> | null = null;

  function take(): EfdContribItemOutcome[] {
    const out = queue;
    queue = [];
    return out;
  }

  return {
    push(chunk) {
      let b = chunk;
      if (first) {
        first = false;
        if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) b = b.subarray(3);
      }
      // Lines ended by CR alone (old generators): the PVA reads them as lines, the scanner splits on LF.
      if (crOnly === null) crOnly = b.indexOf(10) < 0 && b.indexOf(13) >= 0;
      if (crOnly) {
        b = Buffer.from(b);
        for (let i = b.indexOf(13); i >= 0; i = b.indexOf(13, i + 1)) b[i] = 10;
      }
      scanner.push(b);
      return take();
    },
    end() {
      if (ended) return [];
      ended = true;
      scanner.end();
      reader.finish();
      if (!reader.header) throw new EfdContribError('O arquivo está vazio ou não é uma EFD-Contribuições.');
      if (!reader.reg0110) throw new EfdContribError('O arquivo não tem o registro 0110 (regime de apuração, COD_INC_TRIB), obrigatório no Guia Prático da EFD-Contribuições.');
      checker ??= open(reader.reg0110);
      apuracao = checkApuracao(reader);
      for (const f of apuracao.findings) checker.addFileFinding(f);
      return take();
    },
    result() {
      if (!checker || !apuracao || !reader.header) throw new Error('result() antes de end()');
      const r = checker.result();
      const h = reader.header;
      const sped: EfdContribOrigem = {
        tipo: 'efd-contribuicoes',
        versao: h.codVer,
        periodo: { inicio: br(h.dtIni), fim: br(h.dtFin) },
        cnpj: h.cnpj,
        nome: h.nome,
        regimeOrigem,
        registros: { ...reader.registros },
        somenteApuracao: { ...reader.somenteApuracao },
        itensDocumentosCancelados: reader.itensDocumentosCancelados,
        apuracao: { conferida: apuracao.conferida, nota: apuracao.nota },
      };
      const head = `EFD-Contribuições de ${sped.periodo.inicio} a ${sped.periodo.fim} (${h.nome}, CNPJ ${h.cnpj}); regime do ${regimeOrigem}.`;
      const only = Object.entries(reader.somenteApuracao);
      const onlyNote = only.length
        ? ` Registros com PIS/COFINS que esta conferência não lê item a item (entram só na soma comparada com a apuração): ${only.map(([k, v]) => `${k} (${v})`).join(', ')}.`
        : '';
      return { ...r, message: `${head} ${r.message} ${apuracao.nota}${onlyNote}`, detalhes: { ...r.detalhes, sped } };
    },
  };
}
