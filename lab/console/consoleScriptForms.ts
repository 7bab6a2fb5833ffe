/**
 * Browser JavaScript shared by the flag and segment forms: the key rule the lab enforces,
 * problems tied to a field (aria-invalid, focus, the form's role="alert" text) and focus moves.
 * A refused save never clears a form: what the person typed stays for them to fix.
 */
export const CONSOLE_SCRIPT_FORMS = String.raw`
const KEY_PATTERN = /^[a-zA-Z0-9._-]+$/;

/** An error that points at the form field to fix. */
function formProblem(fieldId, message) {
  const problem = new Error(message);
  problem.fieldId = fieldId;
  return problem;
}

/** Throws a formProblem unless the key is non-empty and matches what the lab accepts. */
function checkKey(fieldId, key, what) {
  if (key === '') throw formProblem(fieldId, 'Enter a key for the ' + what + '.');
  if (!KEY_PATTERN.test(key)) {
    throw formProblem(
      fieldId,
      'The key "' + key + '" may only contain letters, digits, dot (.), underscore (_) and ' +
        'hyphen (-): no spaces or other characters.',
    );
  }
}

/** Parses a JSON textarea, or throws a formProblem naming it. */
function parseJsonField(fieldId, label) {
  try {
    return JSON.parse(byId(fieldId).value);
  } catch (error) {
    throw formProblem(fieldId, label + ' is not valid JSON: ' + errorText(error));
  }
}

function clearProblems(form, alertBox) {
  alertBox.textContent = '';
  for (const field of form.querySelectorAll('[aria-invalid]')) {
    field.removeAttribute('aria-invalid');
    const hint = field.dataset.hint;
    if (hint === '') field.removeAttribute('aria-describedby');
    else if (hint) field.setAttribute('aria-describedby', hint);
  }
}

/** Shows why a save failed next to the form and, for a field problem, marks and focuses it. */
function showProblem(form, alertBox, error) {
  alertBox.textContent = errorText(error);
  const field = error && error.fieldId ? byId(error.fieldId) : null;
  if (!field) return;
  field.dataset.hint = field.getAttribute('aria-describedby') || '';
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', (alertBox.id + ' ' + field.dataset.hint).trim());
  field.focus();
}

/** Moves focus to the control rendered with this data-focus slot, if it exists. */
function focusSlot(slot) {
  for (const node of document.querySelectorAll('[data-focus]')) {
    if (node.dataset.focus === slot) {
      node.focus();
      return;
    }
  }
}

/** Announces a form save, then runs it; a failure stays in the form, the status points there. */
async function saveForm(form, alertBox, label, work) {
  clearProblems(form, alertBox);
  say('Working: ' + label + '…');
  try {
    say(await work());
  } catch (error) {
    showProblem(form, alertBox, error);
    say('Could not ' + label + ': ' + errorText(error), true);
  }
}
`;
