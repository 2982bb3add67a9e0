// The browser writes the messages of native form checks (required, type="email", minLength) in ITS
// language: an accountant with an English Chrome read 'Please fill out this field.' on Apura. These
// listeners replace them with pt-BR text, for every form at once.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (t: EventTarget | null): t is Field =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** aaaa-mm-dd (a date input's min/max) → dd/mm/aaaa; other values as written. */
function shownLimit(type: string, value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return type === 'date' && m ? `${m[3]}/${m[2]}/${m[1]}` : value.replace('.', ',');
}

/** The pt-BR message for a field the browser found invalid (what Chrome in pt-BR says, in our words). */
export function ptBrValidationMessage(field: {
  type: string;
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch' | 'tooShort' | 'tooLong' | 'rangeUnderflow' | 'rangeOverflow' | 'stepMismatch' | 'patternMismatch' | 'badInput'>;
  value: string;
  minLength?: number;
  maxLength?: number;
  min?: string;
  max?: string;
  title?: string;
}): string {
  const { type, validity: v } = field;
  if (v.valueMissing) {
    if (type === 'checkbox') return 'Marque esta opção para continuar.';
    if (type === 'radio' || type === 'select-one' || type === 'select-multiple') return 'Selecione uma das opções.';
    if (type === 'file') return 'Selecione um arquivo.';
    return 'Preencha este campo.';
  }
  if (v.typeMismatch) {
    if (type === 'email') return 'Informe um e-mail válido (ex.: nome@escritorio.com.br).';
    if (type === 'url') return 'Informe um endereço completo (ex.: https://www.exemplo.com.br).';
    return 'Valor em formato inválido.';
  }
  if (v.badInput) return type === 'date' ? 'Informe uma data válida (dd/mm/aaaa).' : type === 'number' ? 'Informe um número.' : 'Valor inválido.';
  if (v.tooShort) return `Use pelo menos ${field.minLength} caracteres (agora são ${field.value.length}).`;
  if (v.tooLong) return `Use no máximo ${field.maxLength} caracteres (agora são ${field.value.length}).`;
  if (v.rangeUnderflow) return type === 'date' ? `A data deve ser ${shownLimit(type, field.min ?? '')} ou depois.` : `O valor deve ser ${shownLimit(type, field.min ?? '')} ou mais.`;
  if (v.rangeOverflow) return type === 'date' ? `A data deve ser ${shownLimit(type, field.max ?? '')} ou antes.` : `O valor deve ser ${shownLimit(type, field.max ?? '')} ou menos.`;
  if (v.stepMismatch) return type === 'number' ? 'Informe um número inteiro.' : 'Valor inválido.';
  if (v.patternMismatch) return field.title || 'Use o formato pedido.';
  return 'Valor inválido.';
}

function clear(field: Field): void {
  if (field.validity.customError) field.setCustomValidity('');
}

/** Installs the pt-BR messages on the whole document (once, at start-up). */
export function installPtBrValidation(doc: Document): void {
  // 'invalid' does not bubble: listen in the capture phase.
  doc.addEventListener(
    'invalid',
    (e) => {
      const field = e.target;
      if (!isField(field)) return;
      field.setCustomValidity('');
      if (!field.validity.valid) field.setCustomValidity(ptBrValidationMessage(field));
    },
    true,
  );
  // Our message must not outlive the problem: cleared as soon as the value changes…
  for (const type of ['input', 'change']) doc.addEventListener(type, (e) => isField(e.target) && clear(e.target), true);
  // …and before each submit attempt, so a value set by code is checked afresh, not blocked by an old message.
  const clearForm = (form: HTMLFormElement | null | undefined) => {
    if (form) for (const el of Array.from(form.elements)) if (isField(el)) clear(el);
  };
  doc.addEventListener('pointerdown', (e) => clearForm((e.target as Element | null)?.closest?.('form')), true);
  doc.addEventListener('keydown', (e) => e.key === 'Enter' && clearForm((e.target as Element | null)?.closest?.('form')), true);
}
