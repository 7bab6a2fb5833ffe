/**
 * Browser JavaScript for the flag form's variation rows (fixed On/Off for a boolean flag, an
 * editable list with add/remove otherwise), the type switch, and the two selects (served when
 * disabled, default) that pick among those rows by a row uid, so editing an id keeps the choice.
 */
export const CONSOLE_SCRIPT_FLAG_FORM = String.raw`
const flagForm = {
  form: byId('flag-form'),
  alert: byId('flag-form-error'),
  editing: null,
  opener: 'new-flag',
  type: 'boolean',
  nextRow: 0,
};
const booleanRows = () => [
  { id: 'on', name: 'On', value: 'true' },
  { id: 'off', name: 'Off', value: 'false' },
];
const SAMPLE_VALUES = { string: ['', ''], number: ['0', '1'], json: ['{}', '[]'] };

/** The rows as typed, each with the uid its select options use (ids may still change). */
function readRows() {
  return [...byId('flag-variation-rows').rows].map((tr) => {
    const read = (name) => tr.querySelector('[data-field="' + name + '"]').value;
    return { uid: tr.dataset.row, id: read('id'), name: read('name'), value: read('value') };
  });
}

function renderRows(rows) {
  const fixed = flagForm.type === 'boolean';
  byId('flag-variation-rows').replaceChildren(...rows.map((row, index) => {
    const uid = row.uid || 'row-' + (flagForm.nextRow += 1);
    const n = index + 1;
    const input = (name, label, readOnly) => el('td', {}, [el('input', {
      type: 'text', 'data-field': name, 'data-focus': 'variation-' + name + ':' + uid,
      value: row[name], readonly: readOnly, autocomplete: 'off', spellcheck: 'false',
      'aria-label': label + ' of variation ' + n,
    })]);
    const remove = el('button', {
      type: 'button', class: 'secondary', onclick: () => removeRow(uid),
    }, ['Remove', hiddenText(' variation ' + n)]);
    return el('tr', { 'data-row': uid }, [
      input('id', 'Id', fixed), input('name', 'Name', false), input('value', 'Value', fixed),
      el('td', fixed ? { text: 'Fixed' } : {}, fixed ? [] : [remove]),
    ]);
  }));
  byId('flag-add-variation').hidden = fixed;
}

const rowLabel = (row) => (row.name || row.id || 'unnamed') + ' (' + row.value + ')';

function uidOf(variationId) {
  const row = readRows().find((r) => r.id === variationId);
  return row ? row.uid : '';
}

/** Rebuilds both selects from the rows, keeping each choice while its row exists. */
function renderSelects(disabledUid, defaultUid) {
  const rows = readRows();
  const byValue = (value) => (rows.find((r) => r.value === value) || rows[0] || { uid: '' }).uid;
  const fill = (select, chosen, fallback, extra) => {
    const options = rows.map((row) => ({ value: row.uid, text: rowLabel(row) }));
    if (extra) options.unshift(extra);
    const keep = options.some((o) => o.value === chosen) ? chosen : fallback;
    select.replaceChildren(...options.map((o) =>
      el('option', { value: o.value, text: o.text, selected: o.value === keep })));
    select.value = keep;
  };
  const disabled = byId('flag-disabled');
  const fallthrough = byId('flag-default');
  const keepRollout = flagForm.editing && flagForm.keepRollout
    ? { value: 'keep', text: 'Keep the rollout and rules in Advanced (JSON)' }
    : null;
  fill(disabled, disabledUid === undefined ? disabled.value : disabledUid, byValue('false'));
  fill(fallthrough, defaultUid === undefined ? fallthrough.value : defaultUid,
    keepRollout ? 'keep' : byValue('true'), keepRollout);
}

function refreshRows(rows, focusName) {
  renderRows(rows);
  renderSelects();
  if (focusName) focusSlot(focusName);
}

function removeRow(uid) {
  refreshRows(readRows().filter((row) => row.uid !== uid), 'add-variation');
  say('Variation removed.');
}

function addRow() {
  const rows = readRows();
  const ids = new Set(rows.map((row) => row.id));
  let n = rows.length + 1;
  while (ids.has('variation-' + n)) n += 1;
  const sample = SAMPLE_VALUES[flagForm.type] || [''];
  const row = { uid: 'row-' + (flagForm.nextRow += 1), id: 'variation-' + n, name: '',
    value: sample[0] };
  refreshRows(rows.concat([row]), 'variation-id:' + row.uid);
}

function changeType() {
  const type = byId('flag-type').value;
  const was = flagForm.type;
  flagForm.type = type;
  if (type === 'boolean') {
    const original = flagForm.editing ? flagByKey(flagForm.editing) : null;
    refreshRows(original && original.variationType === 'boolean'
      ? original.variations : booleanRows());
  } else if (was === 'boolean') {
    const sample = SAMPLE_VALUES[type];
    refreshRows(sample.map((value, i) => ({ id: 'variation-' + (i + 1),
      name: 'Variation ' + (i + 1), value })));
  } else refreshRows(readRows());
}
`;
