/**
 * Browser JavaScript (ES2020, no framework) shared by the console's parts: state, the fetch
 * wrapper that turns the lab's `{ error: { message } }` into errors, DOM building through
 * textContent only, and the status region. Runs inside the page's one IIFE.
 */
export const CONSOLE_SCRIPT_CORE = String.raw`
const byId = (id) => document.getElementById(id);
const state = {
  flags: [], segments: [], tenants: [], picked: null, cells: new Map(), liveError: '',
};
const statusEl = byId('status');

function say(message, isError) {
  statusEl.textContent = message;
  statusEl.classList.toggle('error', Boolean(isError));
}

function errorText(error) {
  return error && typeof error.message === 'string' ? error.message : String(error);
}

async function api(method, path, body, extraHeaders) {
  const headers = Object.assign({ Accept: 'application/json' }, extraHeaders);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch (error) {
    const why = ' (' + errorText(error) + ')';
    throw new Error('the lab did not answer ' + method + ' ' + path + why);
  }
  const text = await res.text();
  let data = null;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message = data && data.error && data.error.message;
    throw new Error(
      typeof message === 'string' && message !== ''
        ? message
        : method + ' ' + path + ' answered HTTP ' + res.status + ' ' + res.statusText,
    );
  }
  if (data === undefined) throw new Error(method + ' ' + path + ' did not answer JSON');
  return data;
}

const flagPath = (key) => '/__lab/flags/' + encodeURIComponent(key);

/** el('td', { class: 'x', text: 'y', onclick: fn }, [child, 'text']): never parses HTML. */
function el(tag, props, children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name === 'text') node.textContent = String(value);
    else if (typeof value === 'function') node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children || []) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

const hiddenText = (text) => el('span', { class: 'visually-hidden', text });

/** Re-renders, then puts focus back on the control that had it (matched by data-focus). */
function rerender(render) {
  const active = document.activeElement;
  const focusId = active && active.dataset ? active.dataset.focus : undefined;
  render();
  if (!focusId) return;
  for (const node of document.querySelectorAll('[data-focus]')) {
    if (node.dataset.focus === focusId) {
      if (node !== document.activeElement) node.focus();
      return;
    }
  }
}

/** Runs one user action: announces it, then its result or the server's error text. */
async function run(label, work) {
  say('Working: ' + label + '…');
  try {
    say(await work());
  } catch (error) {
    say('Could not ' + label + ': ' + errorText(error), true);
  }
}

function flagByKey(key) {
  return state.flags.find((flag) => flag.key === key);
}
`;
