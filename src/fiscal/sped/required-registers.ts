import type { SpedKind } from './types';

export interface RequiredRegister {
  reg: string;
  /** Present in the file at least this many times (E110: one per E100). */
  min: number;
  why: string;
}

/**
 * Registers the PVA requires besides the block openings (those are checked with the block order).
 * Obligation 'O' in the PVA metadata of every layout in TABLES_DIR and in the Guias Práticos (SOURCES.md §8):
 * EFD ICMS/IPI 0005, E100, E110 (1:1 per E100), 1010 and K010 (2023+, K001 with data); EFD-Contribuições 0110, 0140, M200
 * and M600.
 * Only what cannot be a false alarm is asked: children of a block only when the block was opened, and the
 * M block's apurações only when M001 declares data (IND_MOV 0).
 */
export function requiredRegisters(sped: SpedKind, dtIni: string, opened: (block: string) => boolean, indMov: (block: string) => string, count: (reg: string) => number): RequiredRegister[] {
  const ym = /^\d{8}$/.test(dtIni) ? Number(dtIni.slice(4) + dtIni.slice(2, 4)) : 0;
  const out: RequiredRegister[] = [];
  if (sped === 'efd_icms_ipi') {
    if (opened('0')) out.push({ reg: '0005', min: 1, why: 'dados complementares da entidade (Guia Prático EFD ICMS/IPI, bloco 0: obrigatório)' });
    if (opened('E')) {
      out.push({ reg: 'E100', min: 1, why: 'período de apuração do ICMS (obrigatório: ao menos um E100 cobrindo o período)' });
      out.push({ reg: 'E110', min: Math.max(1, count('E100')), why: 'apuração do ICMS das operações próprias (obrigatório, um para cada E100)' });
    }
    // 1010 (obrigatoriedade dos registros do bloco 1) is in every layout from 2015 (009) on.
    if (opened('1') && ym >= 201501) out.push({ reg: '1010', min: 1, why: 'obrigatoriedade de registros do bloco 1 (obrigatório desde o leiaute de 2015)' });
    // Guia Prático 3.1.x, K010 (obrigatoriedade a partir de 2023): "registro obrigatório se o campo 02 (IND_MOV) do
    // registro K001 estiver informado com 0 - Bloco com dados informados".
    if (opened('K') && indMov('K') === '0' && ym >= 202301) out.push({ reg: 'K010', min: 1, why: 'tipo de leiaute do bloco K (simplificado/completo/restrito aos saldos): obrigatório a partir de 2023 quando o K001 tem dados (IND_MOV 0)' });
  } else {
    if (opened('0')) {
      out.push({ reg: '0110', min: 1, why: 'regimes de apuração da contribuição social e de apropriação de crédito (Guia Prático EFD-Contribuições: obrigatório)' });
      out.push({ reg: '0140', min: 1, why: 'tabela de cadastro de estabelecimento (obrigatório: ao menos o estabelecimento do 0000)' });
    }
    if (opened('M') && indMov('M') === '0') {
      out.push({ reg: 'M200', min: 1, why: 'consolidação da contribuição para o PIS/Pasep do período (obrigatório quando o bloco M tem dados)' });
      out.push({ reg: 'M600', min: 1, why: 'consolidação da Cofins do período (obrigatório quando o bloco M tem dados)' });
    }
  }
  return out;
}
