/**
 * Browser JavaScript for the flags table: one row per flag with Edit (the flag form),
 * Enable/Disable, Archive/Unarchive and a percentage rollout form (POST /__lab/flags/:key/rollout).
 */
export const CONSOLE_SCRIPT_FLAGS = String.raw`
const yesNo = (value) => (value ? 'Yes' : 'No');
const variationLabel = (v) => v.name + ' (' + v.value + ')';

function defaultServe(flag) {
  const on = flag.variationType === 'boolean'
    ? flag.variations.find((v) => v.value === 'true')
    : undefined;
  return (on || flag.variations[0] || { id: '' }).id;
}

function servedPercent(flag, variationId) {
  const share = flag.fallthrough.variations
    .filter((v) => v.id === variationId)
    .reduce((sum, v) => sum + (v.rollout[1] - v.rollout[0]), 0);
  return Math.round(share * 100000) / 1000;
}

async function changeFlag(key, method, path, body) {
  const data = await api(method, flagPath(key) + path, body);
  const index = state.flags.findIndex((flag) => flag.key === key);
  if (index >= 0) state.flags[index] = data.flag;
  else state.flags.push(data.flag);
  if (state.picked.has(key)) await loadColumn(key);
  renderAll();
  return data.flag;
}

function flagOp(key, op, done) {
  return run(op + ' ' + key, async () => {
    await changeFlag(key, 'POST', '/' + op);
    return done + ' ' + key + '.';
  });
}

function opButton(verb, key, slot, onClick, extraClass) {
  return el(
    'button',
    { type: 'button', class: extraClass, 'data-focus': slot + ':' + key, onclick: onClick },
    [verb, hiddenText(' ' + key)],
  );
}

function archiveFlag(key) {
  const sure = window.confirm(
    'Archive ' + key + '? An archived flag serves no variation: apps fall back to their defaults.',
  );
  if (sure) flagOp(key, 'archive', 'Archived');
  else say('Archiving ' + key + ' was cancelled.');
}

function rolloutForm(flag, index) {
  const id = (name) => 'rollout-' + index + '-' + name;
  const forFlag = () => hiddenText(' for ' + flag.key);
  const labelFor = (name, text) => el('label', { for: id(name) }, [text, forFlag()]);
  const serve = defaultServe(flag);
  const percent = el('input', {
    id: id('percent'), type: 'number', min: 0, max: 100, step: 'any', required: true,
    value: servedPercent(flag, serve), 'data-focus': 'percent:' + flag.key,
  });
  const variation = el('select', { id: id('serve'), 'data-focus': 'serve:' + flag.key },
    flag.variations.map((v) =>
      el('option', { value: v.id, selected: v.id === serve, text: variationLabel(v) })));
  const dispatchKey = el('input', {
    id: id('dispatch'), type: 'text', value: flag.fallthrough.dispatchKey || 'corporationId',
    autocomplete: 'off', spellcheck: 'false', 'data-focus': 'dispatch:' + flag.key,
  });
  const submit = (event) => {
    event.preventDefault();
    const body = {
      percentage: Number(percent.value),
      dispatchKey: dispatchKey.value.trim(),
      variationId: variation.value,
    };
    run('roll out ' + flag.key, async () => {
      await changeFlag(flag.key, 'POST', '/rollout', body);
      const by = body.dispatchKey === '' ? 'user (keyId)' : body.dispatchKey;
      return 'Rolled ' + flag.key + ' out to ' + body.percentage + ' % by ' + by + '.';
    });
  };
  return el('form', { class: 'rollout', onsubmit: submit }, [
    labelFor('percent', 'Percent'), percent,
    labelFor('serve', 'Serve'), variation,
    labelFor('dispatch', 'Dispatch key'), dispatchKey,
    el('button', { type: 'submit', 'data-focus': 'rollout:' + flag.key }, [
      'Set rollout',
      forFlag(),
    ]),
  ]);
}

function flagRow(flag, index) {
  const key = flag.key;
  return el('tr', { 'data-flag': key }, [
    el('th', { scope: 'row' }, [el('code', { text: key })]),
    el('td', { text: flag.name }),
    el('td', { text: flag.variationType }),
    el('td', { class: flag.isEnabled ? 'yes' : 'no', text: yesNo(flag.isEnabled) }),
    el('td', { text: yesNo(flag.isArchived) }),
    el('td', {}, [
      el('ul', { class: 'plain' }, flag.variations.map((v) =>
        el('li', { text: variationLabel(v) }))),
    ]),
    el('td', { class: 'actions' }, [
      opButton('Edit', key, 'edit', () => openFlagForm(flagByKey(key)), 'secondary'),
      flag.isEnabled
        ? opButton('Disable', key, 'toggle', () => flagOp(key, 'disable', 'Disabled'))
        : opButton('Enable', key, 'toggle', () => flagOp(key, 'enable', 'Enabled')),
      flag.isArchived
        ? opButton('Unarchive', key, 'archive', () => flagOp(key, 'unarchive', 'Unarchived'),
          'secondary')
        : opButton('Archive', key, 'archive', () => archiveFlag(key), 'danger'),
    ]),
    el('td', {}, [rolloutForm(flag, index)]),
  ]);
}

function renderFlags() {
  byId('flag-rows').replaceChildren(...state.flags.map(flagRow));
}
`;
