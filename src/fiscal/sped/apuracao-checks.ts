import { val, type CompiledRegister } from './compiled-register';
import { dec, money, sameCents } from './field-checks';
import type { FindingSink } from './finding-sink';
import type { Row } from './row';

/** CSTs whose bases feed the contributions owed in M210/M610 (Tabela 4.3.3: 01, 02 ad valorem, 05 ST). */
const CST_DEBITO = new Set(['01', '02', '05']);
const BLOCOS_BASE = new Set(['A', 'C', 'D', 'F']);

const ALIQ = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const fmtAliq = (n: number) => ALIQ.format(n);

interface Tax { name: 'PIS' | 'COFINS'; reg: 'M210' | 'M610' }
const TAXES: Tax[] = [{ name: 'PIS', reg: 'M210' }, { name: 'COFINS', reg: 'M610' }];

/**
 * EFD-Contribuições: M210/M610 against the bases of blocks A/C/D/F.
 * Any register of those blocks with CST_x, VL_BC_x and ALIQ_x (or the PVA name ALIQ_x_PERC) is summed per
 * rate for debit CSTs; M210/M610 VL_BC_CONT is summed per rate. Each M210/M610 also has to satisfy
 * VL_CONT_APUR = base × rate (+ quantity × rate per unit); since the 2019 layout (COD_VER 005+) the base is
 * VL_BC_CONT_AJUS, before it VL_BC_CONT. Differences are warnings: bases can legitimately come from
 * registers we do not sum (e.g. block I, or 1101/1102 adjustments).
 */
export class ApuracaoChecks {
  private readonly bases = new Map<string, number>();
  private readonly declared = new Map<string, { sum: number; line: number }>();
  /**
   * 0110 IND_REG_CUM 1 (regime de caixa, F500/F510) or 2 (competência consolidada, F550/F560): the
   * cumulative regime's bases come from block F, and documents of blocks A/C/D, when a generator still
   * writes them, are informative — summing them too would double the base.
   */
  private consolidated = false;

  constructor(private readonly sink: FindingSink) {}

  onRegister(c: CompiledRegister, row: Row, line: number): void {
    const code = c.def.code;
    if (code === '0110') {
      const ind = val(c, row, 'IND_REG_CUM');
      this.consolidated = val(c, row, 'COD_INC_TRIB') === '2' && (ind === '1' || ind === '2');
      return;
    }
    if (code === 'M210' || code === 'M610') { this.onM(c, row, line, code === 'M210' ? TAXES[0]! : TAXES[1]!); return; }
    if (!BLOCOS_BASE.has(code[0]!)) return;
    if (this.consolidated && code[0] !== 'F') return;
    for (const t of TAXES) {
      const ci = c.at.get(`CST_${t.name}`);
      if (ci === undefined || !CST_DEBITO.has(row.get(ci))) continue;
      const bc = val(c, row, `VL_BC_${t.name}`);
      const aliq = val(c, row, `ALIQ_${t.name}`, `ALIQ_${t.name}_PERC`);
      if (!bc || !aliq) continue;
      const k = `${t.name}|${dec(aliq)}`;
      this.bases.set(k, (this.bases.get(k) ?? 0) + dec(bc));
    }
  }

  private onM(c: CompiledRegister, row: Row, line: number, t: Tax): void {
    const g = (...n: string[]) => val(c, row, ...n);
    const aliq = dec(g(`ALIQ_${t.name}`, `ALIQ_${t.name}_PERC`));
    const bc = dec(g('VL_BC_CONT'));
    const base = c.at.has('VL_BC_CONT_AJUS') ? dec(g('VL_BC_CONT_AJUS')) : bc;
    const expected = base * aliq / 100 + dec(g(`QUANT_BC_${t.name}`)) * dec(g(`ALIQ_${t.name}_QUANT`));
    const apur = dec(g('VL_CONT_APUR'));
    if (!sameCents(expected, apur)) {
      this.sink.add('warning', 'SPED_APURACAO', line, t.reg, 'VL_CONT_APUR',
        `${t.name}: VL_CONT_APUR ${money(apur)} difere de base × alíquota = ${money(expected)} (base ${money(base)} × ${fmtAliq(aliq)}%), diferença de ${money(Math.abs(apur - expected))}`);
    }
    if (aliq > 0) {
      const k = `${t.name}|${aliq}`;
      const d = this.declared.get(k);
      if (d) d.sum += bc; else this.declared.set(k, { sum: bc, line });
    }
  }

  finish(): void {
    for (const t of TAXES) {
      const keys = new Set([...this.bases.keys(), ...this.declared.keys()].filter((k) => k.startsWith(t.name + '|')));
      for (const k of keys) {
        const aliq = k.split('|')[1];
        const docs = this.bases.get(k) ?? 0;
        const m = this.declared.get(k);
        if (!sameCents(docs, m?.sum ?? 0)) {
          this.sink.add('warning', 'SPED_APURACAO', m?.line ?? 0, t.reg, 'VL_BC_CONT',
            `base de ${t.name} à alíquota ${fmtAliq(Number(aliq))}%: ${m ? `${money(m.sum)} no ${t.reg} (VL_BC_CONT)` : `nenhum ${t.reg} com essa alíquota`}, ` +
            `${money(docs)} nos documentos dos blocos ${this.consolidated ? 'F' : 'A/C/D/F'} (CST 01, 02, 05); diferença de ${money(Math.abs((m?.sum ?? 0) - docs))}`);
        }
      }
    }
  }
}
