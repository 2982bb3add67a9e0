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
