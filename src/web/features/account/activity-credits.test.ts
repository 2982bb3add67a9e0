import { describe, expect, it } from 'vitest';
import { creditText } from './activity-credits';

describe('creditText (valor de créditos de uma atividade)', () => {
  it.each([
    ['início de verificação: débito com sinal de menos', { tipo: 'check_ncm', status: 'processando', creditos: 1 }, '−1 crédito'],
    ['início de conferência de 2 créditos', { tipo: 'check_pis-cofins', status: 'processando', creditos: 2 }, '−2 créditos'],
    ['verificação concluída: o débito não se repete', { tipo: 'check_ncm', status: 'concluido', creditos: 1 }, null],
    ['verificação com erro (estornada): nada', { tipo: 'check_escrituracao', status: 'erro', creditos: 0 }, null],
    ['créditos iniciais: concessão com sinal de mais', { tipo: 'cadastro', status: 'info', creditos: 10 }, '+10 créditos'],
    ['milhar no formato pt-BR', { tipo: 'cadastro', status: 'info', creditos: 1500 }, '+1.500 créditos'],
    ['sem valor', { tipo: 'login', status: 'info', creditos: null }, null],
  ] as const)('%s', (_name, activity, expected) => {
    expect(creditText(activity)).toBe(expected);
  });
});
