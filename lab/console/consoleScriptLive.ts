/**
 * Browser JavaScript for the live counts (connections and insights, every 2 s while the tab is
 * visible), the toolbar (reload, export, reset) and the first load.
 */
export const CONSOLE_SCRIPT_LIVE = String.raw`
const LIVE_INTERVAL_MS = 2000;
let liveTimer = null;
let liveBusy = false;

const sum = (record) => Object.values(record || {}).reduce((total, n) => total + n, 0);

async function refreshLive() {
  if (liveBusy) return;
  liveBusy = true;
  try {
    const [connections, events] = await Promise.all([
      api('GET', '/__lab/flags/connections'),
      api('GET', '/__lab/flags/events'),
    ]);
    byId('live-connections').textContent = String(connections.count);
    byId('live-requests').textContent = String(events.requests.length);
    byId('live-evaluations').textContent = String(sum(events.counts.evaluations));
    byId('live-metrics').textContent = String(sum(events.counts.metrics));
    const perFlag = Object.entries(events.counts.evaluations)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => key + ': ' + count);
    byId('live-by-flag').textContent = perFlag.length === 0 ? 'none yet' : perFlag.join(', ');
    byId('live-updated').textContent = new Date().toLocaleTimeString();
    if (state.liveError !== '' && statusEl.textContent === state.liveError) {
      say('Live counts are refreshing again.');
    }
    state.liveError = '';
  } catch (error) {
    const message = 'Could not refresh the live counts: ' + errorText(error);
    // Announce a polling failure once, not every 2 seconds.
    if (message !== state.liveError) say(message, true);
    state.liveError = message;
  } finally {
    liveBusy = false;
  }
}

function startLive() {
  if (liveTimer !== null || document.visibilityState !== 'visible') return;
  refreshLive();
  liveTimer = setInterval(refreshLive, LIVE_INTERVAL_MS);
}

function stopLive() {
  if (liveTimer === null) return;
  clearInterval(liveTimer);
  liveTimer = null;
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') startLive();
  else stopLive();
});

function renderAll() {
  rerender(() => {
    renderFlags();
    renderPicker();
    renderMatrix();
    renderSegments();
  });
}

async function loadAll() {
  const [flagData, tenantData] = await Promise.all([
    api('GET', '/__lab/flags'),
    api('GET', '/__lab/tenants'),
  ]);
  state.flags = flagData.flags;
  state.segments = flagData.segments;
  state.tenants = tenantData.items;
  const keys = state.flags.map((flag) => flag.key);
  state.picked = state.picked === null
    ? new Set(keys.filter((key) => key.startsWith('module-')))
    : new Set(keys.filter((key) => state.picked.has(key)));
  state.cells.clear();
  try {
    await Promise.all([...state.picked].map(loadColumn));
  } finally {
    renderAll();
  }
  return 'Loaded ' + state.flags.length + ' flags and ' + state.tenants.length + ' tenants.';
}

async function exportDefinitions() {
  const data = await api('GET', '/__lab/flags/export');
  const blob = new Blob([JSON.stringify(data, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = el('a', { href: url, download: 'flag-definitions.json', hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  return 'Exported ' + data.flags.length + ' flags and ' + data.segments.length + ' segments.';
}

function resetFlags() {
  const sure = window.confirm(
    'Reset every flag and segment to flags/definitions? All live changes are lost for everyone.',
  );
  if (!sure) {
    say('Reset cancelled.');
    return;
  }
  run('reset the flags', async () => {
    const data = await api('POST', '/__lab/flags/reset');
    await loadAll();
    const counts = data.flags + ' flags and ' + data.segments + ' segments';
    return 'Reset: ' + counts + ' loaded from the definition files.';
  });
}

byId('reload').addEventListener('click', () => run('reload the flags and tenants', loadAll));
byId('export').addEventListener('click', () => run('export the definitions', exportDefinitions));
byId('reset').addEventListener('click', resetFlags);
run('load the flags and tenants', loadAll);
startLive();
`;
