/**
 * Container sizes: the only sizes an ERP name states that the NCM classifies by. Wine, vegetable
 * oils, vinegar, tanks and freezers split by the capacity of the container ("Em recipientes de
 * capacidade não superior a 2 l"), and the name says it ("VINHO TINTO 750ML", "CAIXA DAGUA 500L").
 * Everywhere else sizes are dropped (see text-normalize).
 */
export interface CapacityRange {
  /** Litres; the range is (min, max] or [min, max] by the flags. */
  min: number;
  minInclusive: boolean;
  max: number;
  maxInclusive: boolean;
}

const NUMBER = '(\\d+(?:\\.\\d{3})*(?:,\\d+)?)';
// "... capacidade ... a 2 l", not "l/h" nor "l/min" (flow rates of pumps and purifiers).
const BOUND_RE = new RegExp(
  `(inferior ou igual a|nao superior a|igual ou inferior a|igual ou superior a|superior ou igual a|inferior a|superior a)\\s+${NUMBER}\\s?l\\b(?!\\s*/)`,
  'g',
);

function litres(n: string): number {
  return Number(n.replace(/\./g, '').replace(',', '.'));
}

/** The capacity range an official text states, when it speaks of a container's capacity in litres. */
export function officialCapacity(foldedText: string): CapacityRange | undefined {
  const at = foldedText.indexOf('capacidade');
  if (at < 0) return undefined;
  const tail = foldedText.slice(at);
  let range: CapacityRange | undefined;
  for (const m of tail.matchAll(BOUND_RE)) {
    range ??= { min: 0, minInclusive: true, max: Infinity, maxInclusive: true };
    const v = litres(m[2]!);
    switch (m[1]) {
      case 'inferior ou igual a':
      case 'nao superior a':
      case 'igual ou inferior a':
        range.max = v;
        range.maxInclusive = true;
        break;
      case 'inferior a':
        range.max = v;
        range.maxInclusive = false;
        break;
      case 'igual ou superior a':
      case 'superior ou igual a':
        range.min = v;
        range.minInclusive = true;
        break;
      default:
        range.min = v;
        range.minInclusive = false;
    }
  }
  return range;
}

/** Narrows `a` by `b` (a code's levels each may state part of the range). */
export function intersectCapacity(a: CapacityRange | undefined, b: CapacityRange | undefined): CapacityRange | undefined {
  if (!a) return b;
  if (!b) return a;
  const out = { ...a };
  if (b.min > out.min || (b.min === out.min && !b.minInclusive)) {
    out.min = b.min;
    out.minInclusive = b.minInclusive;
  }
  if (b.max < out.max || (b.max === out.max && !b.maxInclusive)) {
    out.max = b.max;
    out.maxInclusive = b.maxInclusive;
  }
  return out;
}

export function fitsCapacity(range: CapacityRange, volume: number): boolean {
  const aboveMin = range.minInclusive ? volume >= range.min : volume > range.min;
  const belowMax = range.maxInclusive ? volume <= range.max : volume < range.max;
  return aboveMin && belowMax;
}

// "750ML", "1,5L", "2 LITROS", "5LT", "500 L"; a pack "6X350ML" is six containers of 350 ml.
const VOLUME_RE = /(\d+(?:[.,]\d+)?)\s?(ml|l|lt|lts|litros?)\b/i;

/** The container volume an ERP name states, in litres (undefined when none). */
export function statedVolume(description: string): number | undefined {
  const m = VOLUME_RE.exec(description);
  if (!m) return undefined;
  const n = Number(m[1]!.replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return m[2]!.toLowerCase() === 'ml' ? n / 1000 : n;
}
