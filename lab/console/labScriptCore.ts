/**
 * Browser JavaScript shared by the lab console's parts, on top of CONSOLE_SCRIPT_CORE (el, api,
 * say, rerender): the lab session from its cookie, the alert region, actions, the saved choice.
 */
export const LAB_SCRIPT_CORE = String.raw`
const LAB_SESSION_COOKIE = 'lab-session';
const SESSION_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const CHOICE_KEY = 'lab-console-choice';
const NO_SCENARIO = 'none';
const lab = {
  hosts: [], tenants: [], staffs: [], presets: [], flags: [], served: new Map(), flagsCorp: '',
  journal: [], problems: new Map(), signatures: new Map(), opened: null, paused: false, asks: {},
};
const alertsEl = byId('lab-alerts');

/** Anything from the network as display text: never markup, never "undefined". */
const text = (value) => (value === undefined || value === null ? '' : String(value));

/** '1 fault', '2 faults'. */
const plural = (n, word) => n + ' ' + word + (n === 1 ? '' : 's');

/** The frame's lab session, from the cookie the open call sets; null while unknown or bad. */
function labSession() {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LAB_SESSION_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return SESSION_ID.test(value) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The admin API as the frame's session sees it: scenarios and faults are per session. */
function labApi(method, path, body) {
  const session = labSession();
  return api(method, path, body, session ? { 'X-Lab-Session': session } : {});
}

/** A list answer's items; any other shape is refused, not trusted. */
function itemsOf(data, what) {
  if (!data || !Array.isArray(data.items)) throw new Error(what + ' did not answer a list');
  return data.items.filter((item) => item !== null && typeof item === 'object');
}

/** A new ticket for one kind of request; an answer whose ticket is no longer the latest is late. */
function ask(kind) {
  lab.asks[kind] = (lab.asks[kind] || 0) + 1;
  const ticket = lab.asks[kind];
  return () => lab.asks[kind] === ticket;
}

/** Re-renders only when what a panel shows changed, so live regions speak only on change. */
function changed(panel, value) {
  const signature = JSON.stringify(value);
  if (lab.signatures.get(panel) === signature) return false;
  lab.signatures.set(panel, signature);
  return true;
}

function renderProblems() {
  const items = [...lab.problems.values()].map((message) => el('li', { text: message }));
  alertsEl.replaceChildren(...(items.length === 0 ? [] : [el('ul', {}, items)]));
}

/** Shows one source's failure in the alert region; the same text again is not re-announced. */
function report(source, message) {
  if (lab.problems.get(source) === message) return;
  lab.problems.set(source, message);
  renderProblems();
}

function resolved(source) {
  if (lab.problems.delete(source)) renderProblems();
}

/** One user action: progress and success in the status line, failure in the alert region. */
async function act(label, source, work) {
  say('Working: ' + label + '…');
  try {
    const done = await work();
    resolved(source);
    say(done);
  } catch (error) {
    say('Failed: ' + label + '.', true);
    report(source, 'Could not ' + label + ': ' + errorText(error));
  }
}

function loadChoice() {
  try {
    const saved = JSON.parse(localStorage.getItem(CHOICE_KEY) || 'null');
    return saved !== null && typeof saved === 'object' ? saved : {};
  } catch {
    return {};
  }
}

function saveChoice(choice) {
  try {
    localStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage may be full or blocked; the console works without remembering.
  }
}
`;
