/**
 * COD_VER of the EFD ICMS/IPI that is valid for a period (Ato COTEPE/ICMS 44/2018 and its yearly updates,
 * Guia Prático "Tabela de versões"): one layout per calendar year since 2013, plus the mid-2012 change.
 * The PVA refuses a file whose COD_VER is not the one of its DT_INI. Returns '' when the date is unreadable
 * or before the EFD existed.
 */
export function icmsIpiVersionFor(dtIni: string): string {
  if (!/^\d{8}$/.test(dtIni)) return '';
  const year = Number(dtIni.slice(4)), month = Number(dtIni.slice(2, 4));
  if (year < 2009) return '';
  if (year === 2012) return month >= 7 ? '006' : '005';
  // 2009 → 002, 2010 → 003, 2011 → 004; 2013 → 007 … 2025 → 019, 2026 → 020.
  return String(year <= 2011 ? year - 2007 : year - 2006).padStart(3, '0');
}

/**
 * EFD-Contribuições, Guia Prático Tabela 3.1.1 (versões do leiaute): the oldest COD_VER a period may use.
 * 001/002 from 04/2011 (ADE Cofis 31/2010, 34/2010, 20/2012), 003 from 07/2012 (ADE Cofis 20/2012),
 * 004 from 06/2018, 005 from 01/2019 (ADE Cofis 82/2018), 006 from 01/2020. An older COD_VER lacks
 * registers and fields the period requires. A newer one is not flagged: the PVA generates past periods
 * with its current layout (see the M210/M610 rule in validate-sped). '' when the date is unreadable or
 * before the EFD-Contribuições.
 */
export function contribMinVersionFor(dtIni: string): string {
  if (!/^\d{8}$/.test(dtIni)) return '';
  const ym = Number(dtIni.slice(4) + dtIni.slice(2, 4));
  if (ym < 201104) return '';
  if (ym < 201207) return '001';
  if (ym < 201806) return '003';
  if (ym < 201901) return '004';
  if (ym < 202001) return '005';
  return '006';
}

/**
 * EFD ICMS/IPI registers whose first layout is known for certain, as aaaamm of the first period that may
 * carry them: the NF-Com registers (modelo 62, instituted by Ajuste SINIEF 07/2022) entered with leiaute 017, in force
 * from 01/2023 (Guia Prático 3.1.x, "Alterações leiaute 2023"). Since SOURCES.md §11 every layout from 009 is in the
 * tables, so a 2022 file (016) no longer stands in for another; the date still turns "found in another layout" into a
 * certain error for a register the period cannot carry.
 */
const ICMS_IPI_REGISTER_SINCE = new Map<string, number>(
  ['D700', 'D730', 'D731', 'D735', 'D737', 'D750', 'D760', 'D761'].map((r) => [r, 202301]),
);

/** aaaamm from which an EFD ICMS/IPI register exists (0 when not known for certain). */
export function icmsIpiRegisterSince(reg: string): number {
  return ICMS_IPI_REGISTER_SINCE.get(reg) ?? 0;
}
