/**
 * Browser JavaScript for the live loop: every panel refreshes each second while the tab is
 * visible and not paused, and once on demand; then the first load of the pickers and flags.
 */
export const LAB_SCRIPT_LIVE = String.raw`
const LIVE_INTERVAL_MS = 1000;
const PANELS = {
  'micro-apps': refreshMicroApps,
  journal: refreshJournal,
  faults: refreshFaults,
  scenarios: refreshScenarios,
};
let liveTimer = null;
let liveBusy = false;

/** Refreshes one panel; a failure goes to the alert region once, and leaves it on success. */
async function refreshPanel(name) {
  try {
    await PANELS[name]();
    resolved('live:' + name);
  } catch (error) {
    report('live:' + name, 'Could not refresh the ' + name + ' panel: ' + errorText(error));
  }
}

async function refreshLive() {
  if (liveBusy) return;
  liveBusy = true;
  try {
    await Promise.all(Object.keys(PANELS).map(refreshPanel));
  } finally {
    liveBusy = false;
  }
}

function startLive() {
  if (liveTimer !== null || lab.paused || document.hidden) return;
  refreshLive();
  liveTimer = setInterval(refreshLive, LIVE_INTERVAL_MS);
}

function stopLive() {
  if (liveTimer === null) return;
  clearInterval(liveTimer);
  liveTimer = null;
}

function togglePause() {
  lab.paused = !lab.paused;
  const button = byId('live-pause');
  button.setAttribute('aria-pressed', String(lab.paused));
  button.textContent = lab.paused ? 'Resume live updates' : 'Pause live updates';
  if (lab.paused) stopLive();
  else startLive();
  say(lab.paused ? 'Live updates paused.' : 'Live updates resumed.');
}

document.addEventListener('visibilitychange', () => {
  if (document.hidden) stopLive();
  else startLive();
});
byId('live-pause').addEventListener('click', togglePause);
byId('live-refresh').addEventListener('click', async () => {
  await refreshLive();
  say('Live panels refreshed.');
});

act('load hosts, tenants and scenarios', 'pickers', async () => {
  const ready = await loadPickers();
  await loadTenantFlags().catch((error) => {
    report('flags', 'Could not load the flags: ' + errorText(error));
  });
  return ready;
});
startLive();
`;
