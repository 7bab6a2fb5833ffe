/**
 * Browser JavaScript for Open: builds /__lab/hosts/:host/open?corp&staff&scenario&mode, loads
 * it in the frame sized as the chosen device, and keeps "Open in new tab" on the same URL.
 */
export const LAB_SCRIPT_OPEN = String.raw`
const DEVICES = {
  phone: { width: 390, height: 844, label: 'phone' },
  desktop: { width: 1280, height: 800, label: 'desktop' },
};
const frame = byId('lab-app-frame');

/** The open URL for a choice, or null until a host and a tenant are chosen. */
function openUrl(choice) {
  if (!choice.host || !choice.corp) return null;
  const params = new URLSearchParams({ corp: choice.corp });
  if (choice.staff) params.set('staff', choice.staff);
  // 'none' means no preset: leave the parameter out rather than name a preset that is not one.
  if (choice.scenario && choice.scenario !== NO_SCENARIO) params.set('scenario', choice.scenario);
  params.set('mode', choice.mode || 'normal');
  return '/__lab/hosts/' + encodeURIComponent(choice.host) + '/open?' + params.toString();
}

function updateNewTabLink() {
  const link = byId('open-new-tab');
  const url = openUrl(currentChoice());
  if (url) {
    link.setAttribute('href', url);
    link.removeAttribute('aria-disabled');
  } else {
    link.removeAttribute('href');
    link.setAttribute('aria-disabled', 'true');
  }
}

function sizeFrame(device) {
  const size = DEVICES[device] || DEVICES.phone;
  frame.width = String(size.width);
  frame.height = String(size.height);
  const box = byId('device');
  box.classList.toggle('device-phone', size === DEVICES.phone);
  box.classList.toggle('device-desktop', size === DEVICES.desktop);
  return size;
}

function openApp(event) {
  event.preventDefault();
  const choice = currentChoice();
  const url = openUrl(choice);
  if (!url) {
    report('open', 'Could not open the app: choose a host and a tenant first.');
    (choice.host ? pick.tenant : pick.host).focus();
    return;
  }
  resolved('open');
  const host = hostById(choice.host);
  const name = host ? text(host.name) || choice.host : choice.host;
  const size = sizeFrame(choice.device);
  const tenant = lab.tenants.find((t) => text(t.corporationId) === choice.corp);
  frame.title = 'App as ' + name;
  byId('device').hidden = false;
  lab.opened = { url, name };
  frame.src = url;
  const who = tenant ? tenantLabel(tenant) : choice.corp;
  byId('frame-note').textContent =
    'Opened as ' + name + ' for ' + who + ' in a ' + size.label + ' frame (' + size.width +
    ' × ' + size.height + ').';
  say('Opening the app as ' + name + '…');
}

byId('open-form').addEventListener('submit', openApp);
// A select swallows Enter in Chromium; forms with text inputs submit on Enter, so these should too.
for (const id of ['pick-host', 'pick-tenant', 'pick-staff', 'pick-scenario']) {
  byId(id).addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    byId('open-form').requestSubmit();
  });
}
frame.addEventListener('load', () => {
  if (!lab.opened) return;
  say('Loaded the app as ' + lab.opened.name + '.');
  refreshLive();
});
`;
