/**
 * Rate cells come as percentages (1,65) or as fractions (0.0165, e.g. Excel cells formatted as %).
 * The scale is decided per file from the first row that shows it, but a row whose base × rate
 * reproduces its value under the other scale follows its own evidence.
 */
export type RateScale = 'percentual' | 'fracao';

export class RateScaleDetector {
  scale: RateScale | null = null;

  /** Returns the rate in percent, or null; `derived` when computed as valor ÷ base. */
  resolve(
    aliquota: number | null,
    base: number | null,
    valor: number | null,
    perUnit: boolean,
  ): { aliquota: number | null; derived: boolean } {
    if (aliquota === null) {
      if (perUnit || base === null || base <= 0 || valor === null) return { aliquota: null, derived: false };
      // Rounded to 6 decimals so float noise (1,6500000000000001) does not reach messages.
      return { aliquota: Math.round((valor / base) * 1e8) / 1e6, derived: true };
    }
    if (perUnit || aliquota === 0) return { aliquota, derived: false };
    const a = Math.abs(aliquota);
    if (base !== null && valor !== null && base > 0 && valor > 0) {
      const asPercent = Math.abs((base * a) / 100 - valor) <= 0.011;
      const asFraction = Math.abs(base * a - valor) <= 0.011;
      if (asPercent !== asFraction) {
        const s: RateScale = asPercent ? 'percentual' : 'fracao';
        this.scale ??= s;
        return { aliquota: s === 'fracao' ? a * 100 : a, derived: false };
      }
    }
    // No PIS/COFINS rate reaches 30% and none expressed in percent is below 0,3 (the lowest, 0,65).
    this.scale ??= a < 0.3 ? 'fracao' : 'percentual';
    return { aliquota: this.scale === 'fracao' ? a * 100 : a, derived: false };
  }
}
