import type { Dom } from '../shared/Dom';
import type { Feedback } from '../shared/Feedback';
import type { Translate } from '../shared/i18n';
import { errorText } from '../shared/text';

const KEY_PATTERN = /^[a-zA-Z0-9._-]+$/;

/** An error that points at the form field to fix ('' for the form as a whole). */
export class FormProblem extends Error {
  constructor(
    readonly fieldId: string,
    message: string,
  ) {
    super(message);
  }
}

/** Throws a FormProblem unless the key is non-empty and matches what the lab accepts. */
export function checkKey(t: Translate, fieldId: string, key: string, what: string): void {
  if (key === '') throw new FormProblem(fieldId, t('form.keyMissing', { what }));
  if (!KEY_PATTERN.test(key)) throw new FormProblem(fieldId, t('form.keyBad', { key }));
}

/** Parses a JSON textarea, or throws a FormProblem naming it. */
export function parseJsonField(dom: Dom, t: Translate, fieldId: string, label: string): unknown {
  try {
    return JSON.parse(dom.byId<HTMLTextAreaElement>(fieldId).value);
  } catch (error) {
    throw new FormProblem(fieldId, t('form.notJson', { label, why: errorText(error) }));
  }
}

export function clearProblems(form: HTMLElement, alertBox: HTMLElement): void {
  alertBox.textContent = '';
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    field.removeAttribute('aria-invalid');
    const hint = field.dataset.hint;
    if (hint === '') field.removeAttribute('aria-describedby');
    else if (hint) field.setAttribute('aria-describedby', hint);
  }
}

/** Shows why a save failed next to the form and, for a field problem, marks and focuses it. */
function showProblem(dom: Dom, alertBox: HTMLElement, error: unknown): void {
  alertBox.textContent = errorText(error);
  const field =
    error instanceof FormProblem && error.fieldId ? dom.doc.getElementById(error.fieldId) : null;
  if (!field) return;
  field.dataset.hint = field.getAttribute('aria-describedby') ?? '';
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', `${alertBox.id} ${field.dataset.hint}`.trim());
  field.focus();
}

/**
 * Announces a form save, then runs it; a failure stays in the form (nothing the person typed
 * is cleared) and the status line points there.
 */
export async function saveForm(
  { dom, feedback, t }: { dom: Dom; feedback: Feedback; t: Translate },
  form: { form: HTMLElement; alert: HTMLElement },
  label: string,
  work: () => Promise<string>,
): Promise<void> {
  clearProblems(form.form, form.alert);
  feedback.say(t('common.working', { label }));
  try {
    feedback.say(await work());
  } catch (error) {
    showProblem(dom, form.alert, error);
    feedback.say(t('common.couldNot', { label, why: errorText(error) }), true);
  }
}
