/**
 * Browser JavaScript that opens the flag form empty ("New flag") or filled from a flag ("Edit":
 * key read-only, plus the whole flag as JSON), turns it into a complete FeatBit flag and saves
 * it: POST /__lab/flags for a new flag, PUT /__lab/flags/:key for an edit. For an edit the
 * Advanced (JSON) textarea is the base (rules, targeting…) and the form's fields win over it.
 */
export const CONSOLE_SCRIPT_FLAG_SAVE = String.raw`
/** The one variation the fallthrough serves to everyone, or null for a split rollout. */
function singleFallthrough(flag) {
  const served = flag.fallthrough.variations.filter((v) => v.rollout[1] > v.rollout[0]);
  const whole = served.length === 1 && served[0].rollout[0] <= 0 && served[0].rollout[1] >= 1;
  return whole ? served[0].id : null;
}

function openFlagForm(flag) {
  if (!flag && flagForm.editing === null && !flagForm.form.hidden) {
    byId('flag-key').focus();
    return;
  }
  const editing = Boolean(flag);
  flagForm.editing = editing ? flag.key : null;
  flagForm.opener = editing ? 'edit:' + flag.key : 'new-flag';
  flagForm.type = editing ? flag.variationType : 'boolean';
  flagForm.keepRollout = editing && singleFallthrough(flag) === null;
  clearProblems(flagForm.form, flagForm.alert);
  byId('flag-form-heading').textContent = editing ? 'Edit flag ' + flag.key : 'New flag';
  byId('flag-save').textContent = editing ? 'Save flag' : 'Create flag';
  const key = byId('flag-key');
  key.value = editing ? flag.key : '';
  key.readOnly = editing;
  byId('flag-name').value = editing ? flag.name : '';
  byId('flag-description').value = editing ? flag.description || '' : '';
  byId('flag-type').value = flagForm.type;
  byId('flag-enabled').checked = editing ? flag.isEnabled : false;
  renderRows(editing ? flag.variations : booleanRows());
  const fallthrough = editing ? singleFallthrough(flag) : null;
  renderSelects(editing ? uidOf(flag.disabledVariationId) : '',
    editing ? (fallthrough === null ? 'keep' : uidOf(fallthrough)) : '');
  byId('flag-json-field').hidden = !editing;
  byId('flag-json').value = editing ? JSON.stringify(flag, null, 2) : '';
  flagForm.form.hidden = false;
  (editing ? byId('flag-name') : key).focus();
}

function closeFlagForm() {
  flagForm.form.hidden = true;
  clearProblems(flagForm.form, flagForm.alert);
  flagForm.editing = null;
  focusSlot(flagForm.opener);
}
const isPlainObject = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads the base flag of an edit from Advanced (JSON), or the defaults of a new flag. */
function flagBase() {
  if (flagForm.editing === null) {
    return { targetUsers: [], rules: [], isArchived: false, exptIncludeAllTargets: true,
      tags: [] };
  }
  const base = parseJsonField('flag-json', 'Advanced (JSON)');
  if (!isPlainObject(base)) {
    throw formProblem('flag-json', 'Advanced (JSON) must be one JSON object: the whole flag.');
  }
  return base;
}

/** The form as the flag FeatBit stores (id, envId and dates are the lab's to fill). */
function flagFromForm() {
  const key = byId('flag-key').value.trim();
  checkKey('flag-key', key, 'flag');
  if (flagForm.editing === null && flagByKey(key)) {
    throw formProblem('flag-key', 'A flag with the key "' + key + '" exists already: use ' +
      'its Edit button to change it.');
  }
  const rows = readRows();
  if (rows.length === 0) {
    throw formProblem('', 'Add at least one variation.');
  }
  const base = flagBase();
  const idOf = (selectId) => (rows.find((r) => r.uid === byId(selectId).value) || rows[0]).id.trim();
  const chosen = byId('flag-default').value;
  const kept = isPlainObject(base.fallthrough) ? base.fallthrough : {};
  const fallthrough = chosen === 'keep' && flagForm.editing !== null ? kept : {
    dispatchKey: typeof kept.dispatchKey === 'string' ? kept.dispatchKey : null,
    includedInExpt: typeof kept.includedInExpt === 'boolean' ? kept.includedInExpt : true,
    variations: [{ id: idOf('flag-default'), rollout: [0, 1], exptRollout: 1 }],
  };
  const name = byId('flag-name').value.trim();
  const description = byId('flag-description').value.trim();
  const flag = Object.assign(base, {
    key,
    name: name === '' ? key : name,
    description,
    variationType: byId('flag-type').value,
    variations: rows.map((row) => ({
      id: row.id.trim(),
      name: row.name.trim() === '' ? row.value : row.name.trim(),
      value: row.value,
    })),
    isEnabled: byId('flag-enabled').checked,
    disabledVariationId: idOf('flag-disabled'),
    fallthrough,
  });
  if (description === '') delete flag.description;
  return flag;
}

function saveFlagForm(event) {
  event.preventDefault();
  const creating = flagForm.editing === null;
  const typedKey = byId('flag-key').value.trim();
  const label = (creating ? 'create flag ' : 'save flag ') + (typedKey || '(no key)');
  saveForm(flagForm.form, flagForm.alert, label, async () => {
    const body = flagFromForm();
    const data = creating
      ? await api('POST', '/__lab/flags', body)
      : await api('PUT', flagPath(body.key), body);
    const index = state.flags.findIndex((flag) => flag.key === data.flag.key);
    if (index >= 0) state.flags[index] = data.flag;
    else state.flags.push(data.flag);
    if (state.picked.has(data.flag.key)) await loadColumn(data.flag.key);
    flagForm.opener = 'edit:' + data.flag.key;
    renderAll();
    closeFlagForm();
    return (creating ? 'Created flag ' : 'Saved flag ') + data.flag.key + '.';
  });
}

byId('new-flag').addEventListener('click', () => openFlagForm(null));
byId('flag-cancel').addEventListener('click', () => {
  closeFlagForm();
  say('Flag form closed without saving.');
});
byId('flag-type').addEventListener('change', changeType);
byId('flag-add-variation').addEventListener('click', addRow);
byId('flag-variation-rows').addEventListener('input', () => renderSelects());
flagForm.form.addEventListener('submit', saveFlagForm);
`;
