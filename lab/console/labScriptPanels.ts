/**
 * Browser JavaScript for two live panels: the frame's micro-apps (read from the app's
 * window.__expenseLab probe when the frame is same-origin) and the journal (GET /__lab/requests).
 */
export const LAB_SCRIPT_PANELS = String.raw`
const JOURNAL_ROWS = 50;

/** The probe's micro-apps as display text, or null when the app is not there to ask. */
function frameMicroApps() {
  if (!lab.opened) return null;
  let apps;
  try {
    const probe = frame.contentWindow && frame.contentWindow.__expenseLab;
    if (!probe || typeof probe.microApps !== 'function') return null;
    apps = probe.microApps();
  } catch {
    // A frame on another origin, or a probe that throws: both mean "cannot tell".
    return null;
  }
  if (!Array.isArray(apps)) return null;
  return apps.filter((app) => app !== null && typeof app === 'object').map((app) => ({
    name: text(app.name),
    status: text(app.status),
    attempts: text(app.attempts),
    lastError: text(app.lastError),
  }));
}

function refreshMicroApps() {
  const apps = frameMicroApps();
  if (!changed('apps', apps)) return;
  const counts = new Map();
  for (const app of apps || []) counts.set(app.status, (counts.get(app.status) || 0) + 1);
  const byStatus = [...counts].map(([status, n]) => n + ' ' + status).join(', ');
  byId('apps-summary').textContent = apps === null
    ? 'App not loaded.'
    : plural(apps.length, 'micro-app') + (byStatus ? ': ' + byStatus : '') + '.';
  byId('apps-rows').replaceChildren(...(apps || []).map((app) => el('tr', {}, [
    el('th', { scope: 'row', text: app.name }),
    el('td', { text: app.status }),
    el('td', { text: app.attempts }),
    el('td', { text: app.lastError || '–' }),
  ])));
}

function journalPath() {
  const params = new URLSearchParams();
  const status = byId('journal-status').value;
  if (status !== '') params.set('status', status);
  const session = labSession();
  if (byId('journal-own').checked && session) params.set('session', session);
  const query = params.toString();
  return '/__lab/requests' + (query === '' ? '' : '?' + query);
}

async function refreshJournal() {
  const path = journalPath();
  const latest = ask('journal');
  const items = itemsOf(await labApi('GET', path), 'GET /__lab/requests');
  if (!latest()) return;
  lab.journal = items;
  renderJournal();
}

const timeOf = (ms) => (Number.isFinite(ms) ? new Date(ms).toLocaleTimeString() : '');

/** Filters what the last poll brought by "method path contains", newest first. */
function renderJournal() {
  const needle = byId('journal-filter').value.trim().toLowerCase();
  const matches = lab.journal.filter((entry) =>
    (text(entry.method) + ' ' + text(entry.path)).toLowerCase().includes(needle));
  const shown = matches.slice(-JOURNAL_ROWS).reverse();
  const summary = lab.journal.length === 0
    ? 'No requests yet.'
    : 'Showing ' + shown.length + ' of ' + plural(matches.length, 'matching request') + ' (' +
      lab.journal.length + ' in the journal).';
  if (!changed('journal', [summary, shown.map((entry) => entry.id)])) return;
  byId('journal-summary').textContent = summary;
  byId('journal-rows').replaceChildren(...shown.map((entry) => {
    const status = text(entry.status);
    return el('tr', { 'data-id': text(entry.id) }, [
      el('td', { text: timeOf(entry.timestamp) }),
      el('td', { text: text(entry.method) }),
      el('th', { scope: 'row', text: text(entry.path) }),
      el('td', { class: 'status-' + status.charAt(0), text: status }),
      el('td', { text: text(entry.scenario) || '–' }),
      el('td', { text: text(entry.durationMs) }),
    ]);
  }));
}

byId('journal-filter').addEventListener('input', renderJournal);
for (const id of ['journal-status', 'journal-own']) {
  byId(id).addEventListener('change', () => refreshPanel('journal'));
}
`;
