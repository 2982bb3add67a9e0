import { describe, expect, it } from 'vitest';
import { ptBrValidationMessage } from './native-validation';

const ok = { valueMissing: false, typeMismatch: false, tooShort: false, tooLong: false, rangeUnderflow: false, rangeOverflow: false, stepMismatch: false, patternMismatch: false, badInput: false };

describe('ptBrValidationMessage (mensagens nativas de formulário em pt-BR)', () => {
  it.each([
    ['campo obrigatório vazio', { type: 'text', value: '', validity: { ...ok, valueMissing: true } }, 'Preencha este campo.'],
    ['caixa obrigatória', { type: 'checkbox', value: 'on', validity: { ...ok, valueMissing: true } }, 'Marque esta opção para continuar.'],
    ['lista obrigatória', { type: 'select-one', value: '', validity: { ...ok, valueMissing: true } }, 'Selecione uma das opções.'],
    ['e-mail sem @', { type: 'email', value: 'maria', validity: { ...ok, typeMismatch: true } }, 'Informe um e-mail válido (ex.: nome@escritorio.com.br).'],
    ['senha curta', { type: 'password', value: '123', minLength: 8, validity: { ...ok, tooShort: true } }, 'Use pelo menos 8 caracteres (agora são 3).'],
    ['data antes do mínimo, em dd/mm/aaaa', { type: 'date', value: '2019-12-31', min: '2020-01-01', validity: { ...ok, rangeUnderflow: true } }, 'A data deve ser 01/01/2020 ou depois.'],
    ['data depois do máximo', { type: 'date', value: '2101-01-01', max: '2100-12-31', validity: { ...ok, rangeOverflow: true } }, 'A data deve ser 31/12/2100 ou antes.'],
    ['número abaixo do mínimo', { type: 'number', value: '0', min: '1', validity: { ...ok, rangeUnderflow: true } }, 'O valor deve ser 1 ou mais.'],
    ['número fracionário onde se pede inteiro', { type: 'number', value: '1.5', validity: { ...ok, stepMismatch: true } }, 'Informe um número inteiro.'],
    ['padrão com título explicativo', { type: 'text', value: 'x', title: 'Use 14 dígitos.', validity: { ...ok, patternMismatch: true } }, 'Use 14 dígitos.'],
  ] as const)('%s', (_name, field, expected) => {
    expect(ptBrValidationMessage(field)).toBe(expected);
  });
});
