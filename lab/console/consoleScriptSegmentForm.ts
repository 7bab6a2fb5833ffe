/**
 * Browser JavaScript for the segment form: name, key, included and excluded keyIds (one per
 * line) and the rules as JSON. "New segment" posts to /__lab/flags/segments, "Edit" puts to
 * /__lab/flags/segments/:id; a refused save keeps every field as typed.
 */
export const CONSOLE_SCRIPT_SEGMENT_FORM = String.raw`
const segmentForm = {
  form: byId('segment-form'),
  alert: byId('segment-form-error'),
  editing: null,
  opener: 'new-segment',
};

const toLines = (list) => list.join('\n');
const fromLines = (id) => byId(id).value.split(/\r?\n/).map((line) => line.trim())
  .filter((line) => line !== '');

function openSegmentForm(segment) {
  if (!segment && segmentForm.editing === null && !segmentForm.form.hidden) {
    byId('segment-name').focus();
    return;
  }
  const editing = Boolean(segment);
  segmentForm.editing = editing ? segment.id : null;
  segmentForm.opener = editing ? 'edit-segment:' + segment.id : 'new-segment';
  clearProblems(segmentForm.form, segmentForm.alert);
  byId('segment-form-heading').textContent = editing
    ? 'Edit segment ' + segment.key
    : 'New segment';
  byId('segment-save').textContent = editing ? 'Save segment' : 'Create segment';
  byId('segment-name').value = editing ? segment.name : '';
  byId('segment-key').value = editing ? segment.key : '';
  byId('segment-included').value = editing ? toLines(segment.included) : '';
  byId('segment-excluded').value = editing ? toLines(segment.excluded) : '';
  byId('segment-rules').value = JSON.stringify(editing ? segment.rules : [], null, 2);
  segmentForm.form.hidden = false;
  byId('segment-name').focus();
}

function closeSegmentForm() {
  segmentForm.form.hidden = true;
  clearProblems(segmentForm.form, segmentForm.alert);
  segmentForm.editing = null;
  focusSlot(segmentForm.opener);
}

/** The form as FeatBit's segment; an edit keeps the fields the form does not show. */
function segmentFromForm() {
  const key = byId('segment-key').value.trim();
  checkKey('segment-key', key, 'segment');
  const clash = state.segments.find((s) => s.key === key && s.id !== segmentForm.editing);
  if (clash) {
    throw formProblem('segment-key', 'A segment with the key "' + key + '" exists already: ' +
      'use its Edit button to change it.');
  }
  const rulesText = byId('segment-rules').value.trim();
  const rules = rulesText === '' ? [] : parseJsonField('segment-rules', 'Advanced (JSON)');
  if (!Array.isArray(rules)) {
    throw formProblem('segment-rules', 'Advanced (JSON) must be a JSON array of rules.');
  }
  const current = segmentForm.editing === null ? null : segmentById(segmentForm.editing);
  const name = byId('segment-name').value.trim();
  return Object.assign({ type: 'environment-specific', isArchived: false }, current, {
    name: name === '' ? key : name,
    key,
    included: fromLines('segment-included'),
    excluded: fromLines('segment-excluded'),
    rules,
  });
}

function saveSegmentForm(event) {
  event.preventDefault();
  const creating = segmentForm.editing === null;
  const typedKey = byId('segment-key').value.trim();
  const label = (creating ? 'create segment ' : 'save segment ') + (typedKey || '(no key)');
  saveForm(segmentForm.form, segmentForm.alert, label, async () => {
    const body = segmentFromForm();
    const data = creating
      ? await api('POST', '/__lab/flags/segments', body)
      : await api('PUT', segmentPath(segmentForm.editing), body);
    segmentForm.opener = 'edit-segment:' + data.segment.id;
    await storeSegment(data);
    closeSegmentForm();
    const resent = data.usedBy.length === 0 ? '' : ' Flags re-sent: ' + data.usedBy.join(', ') + '.';
    return (creating ? 'Created segment ' : 'Saved segment ') + data.segment.key + '.' + resent;
  });
}

byId('new-segment').addEventListener('click', () => openSegmentForm(null));
byId('segment-cancel').addEventListener('click', () => {
  closeSegmentForm();
  say('Segment form closed without saving.');
});
segmentForm.form.addEventListener('submit', saveSegmentForm);
`;
