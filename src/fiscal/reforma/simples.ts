/** What the CBS/IBS rules mean for Simples Nacional and MEI issuers in 2026 and 2027 (reforma/README §3.5). */
import type { Regime } from './types';

export const CRT_SIMPLES = new Set(['1', '2', '4']);

export function textoSimples(regime: Regime | 'xml'): string[] {
  const quem = regime === 'mei' ? 'MEI' : regime === 'simples' ? 'optante pelo Simples Nacional' : 'emitente do Simples Nacional ou MEI (CRT 1, 2 ou 4)';
  return [
    `2026 — ${quem}: o IBS e a CBS só passam a incidir para esses contribuintes a partir de 2027 (LC 214/2025, art. 348; NT 2025.002 v1.34, cronograma). A falta do grupo IBSCBS na NF-e/NFC-e de 2026 não é erro, e a regra UB12-10 só será aplicada a eles em produção a partir de 04/01/2027.`,
    `2027 — ${quem}: o IBS e a CBS passam a ser exigidos nos documentos (UB12-10 em produção a partir de 04/01/2027), mas o recolhimento segue as regras do regime (LC 214/2025, art. 41, § 2º: os optantes recolhem pelo Simples Nacional, salvo opção pelo regime regular do IBS/CBS). A classificação (CST e cClassTrib) do cadastro continua a valer e é conferida aqui.`,
    'Códigos relacionados: 410035 (nanoempreendedor, desde 01/2026) e 811003 (débitos após o desenquadramento do Simples Nacional).',
  ];
}
