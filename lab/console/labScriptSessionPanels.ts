/**
 * Browser JavaScript for the live panels of the frame's lab session: active faults
 * (GET/DELETE /__lab/faults) and scenario states (GET /__lab/scenarios, POST .../reset).
 */
export const LAB_SCRIPT_SESSION_PANELS = String.raw`
function describeFault(fault) {
  if (!fault || typeof fault !== 'object') return '';
  const details = ['status', 'kind', 'ms', 'minMs', 'maxMs', 'jitterMs', 'afterBytes']
    .filter((name) => fault[name] !== undefined)
    .map((name) => name + ' ' + text(fault[name]));
  return [text(fault.type)].concat(details).join(', ');
}

function describeFiring(active) {
  const fired = plural(Number(active.fired) || 0, 'time');
  return active.remaining === undefined ? fired : fired + ', ' + text(active.remaining) + ' left';
}

async function refreshFaults() {
  const faults = itemsOf(await labApi('GET', '/__lab/faults'), 'GET /__lab/faults');
  const rows = faults.map((active) => {
    const match = active.match && typeof active.match === 'object' ? active.match : {};
    return [
      text(active.id),
      text(active.scope) + (active.session ? ' ' + text(active.session) : ''),
      (text(match.method) || 'ANY') + ' ' + text(match.path),
      describeFault(active.fault),
      describeFiring(active),
    ];
  });
  if (!changed('faults', rows)) return;
  byId('faults-summary').textContent = rows.length === 0
    ? 'No faults active.'
    : plural(rows.length, 'fault') + ' active.';
  byId('faults-rows').replaceChildren(...rows.map(([id, ...cells]) => el('tr', {}, [
    el('th', { scope: 'row', text: id }),
  ].concat(cells.map((cell) => el('td', { text: cell }))))));
}

function clearFaults() {
  act('clear all faults', 'faults', async () => {
    let removed = 0;
    // Both scopes: the panel lists the session's faults and the global ones.
    for (const scope of ['session', 'global']) {
      const data = await labApi('DELETE', '/__lab/faults?scope=' + scope);
      removed += data && Number.isFinite(data.removed) ? data.removed : 0;
    }
    await refreshFaults();
    return 'Cleared ' + plural(removed, 'fault') + '.';
  });
}

function renderScenarios(data) {
  const items = itemsOf(data, 'GET /__lab/scenarios');
  const active = Array.isArray(data.active) ? data.active.map(text) : [];
  const rows = items.map((s) => [
    text(s.name), text(s.state), Array.isArray(s.states) ? s.states.map(text).join(', ') : '',
  ]);
  const session = text(data.session) || 'default';
  if (!changed('scenarios', [session, active, rows])) return;
  byId('lab-session').textContent = session;
  byId('scenarios-summary').textContent = plural(rows.length, 'scenario') + '; active presets: ' +
    (active.length === 0 ? 'none' : active.join(', ')) + '.';
  byId('scenarios-rows').replaceChildren(...rows.map(([name, state, states]) => el('tr', {}, [
    el('th', { scope: 'row', text: name }),
    el('td', { text: state }),
    el('td', { text: states }),
  ])));
}

async function refreshScenarios() {
  renderScenarios(await labApi('GET', '/__lab/scenarios'));
}

function resetScenarios() {
  act('reset the scenario states', 'scenarios', async () => {
    renderScenarios(await labApi('POST', '/__lab/scenarios/reset'));
    return 'Every scenario of this session is back in its first state.';
  });
}

byId('faults-clear').addEventListener('click', clearFaults);
byId('scenarios-reset').addEventListener('click', resetScenarios);
`;
