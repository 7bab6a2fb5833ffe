/**
 * Browser JavaScript for the segments table: name, key, how many keyIds each includes and
 * excludes, its rule count, and Edit / Delete (DELETE /__lab/flags/segments/:id after a
 * confirm; the lab answers 409 while a flag still uses the segment, and that message is shown).
 */
export const CONSOLE_SCRIPT_SEGMENTS = String.raw`
const segmentPath = (id) => '/__lab/flags/segments/' + encodeURIComponent(id);

function segmentById(id) {
  return state.segments.find((segment) => segment.id === id);
}

function segmentButton(verb, segment, onClick, extraClass) {
  const slot = verb.toLowerCase() + '-segment:' + segment.id;
  return el('button', { type: 'button', class: extraClass, 'data-focus': slot, onclick: onClick },
    [verb, hiddenText(' segment ' + segment.key)]);
}

function segmentRow(segment) {
  const id = segment.id;
  return el('tr', { 'data-segment': id }, [
    el('th', { scope: 'row', text: segment.name }),
    el('td', {}, [el('code', { text: segment.key })]),
    el('td', { text: String(segment.included.length) }),
    el('td', { text: String(segment.excluded.length) }),
    el('td', { text: String(segment.rules.length) }),
    el('td', { class: 'actions' }, [
      segmentButton('Edit', segment, () => openSegmentForm(segmentById(id)), 'secondary'),
      segmentButton('Delete', segment, () => deleteSegment(id), 'danger'),
    ]),
  ]);
}

function renderSegments() {
  const rows = state.segments.length === 0
    ? [el('tr', {}, [el('td', { colspan: 6, text: 'No segments yet.' })])]
    : state.segments.map(segmentRow);
  byId('segment-rows').replaceChildren(...rows);
}

/** Keeps the state in step with a saved segment; the flags naming it were re-sent. */
async function storeSegment(data) {
  const index = state.segments.findIndex((segment) => segment.id === data.segment.id);
  if (index >= 0) state.segments[index] = data.segment;
  else state.segments.push(data.segment);
  await Promise.all(data.usedBy.filter((key) => state.picked.has(key)).map(loadColumn));
  renderAll();
}

function deleteSegment(id) {
  const segment = segmentById(id);
  if (!segment) return;
  const sure = window.confirm(
    'Delete segment ' + segment.key + '? This cannot be undone (Reset restores the files).',
  );
  if (!sure) {
    say('Deleting segment ' + segment.key + ' was cancelled.');
    return;
  }
  run('delete segment ' + segment.key, async () => {
    await api('DELETE', segmentPath(id));
    state.segments = state.segments.filter((other) => other.id !== id);
    if (segmentForm.editing === id) closeSegmentForm();
    renderAll();
    focusSlot('new-segment');
    return 'Deleted segment ' + segment.key + '.';
  });
}
`;
