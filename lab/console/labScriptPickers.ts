/**
 * Browser JavaScript for the pickers: hosts (GET /__lab/hosts), tenants (GET /__lab/tenants),
 * users (GET /__lab/staffs?corporationId=), scenario presets (GET /__lab/scenarios/presets),
 * host mode and frame; the choice is remembered in localStorage.
 */
export const LAB_SCRIPT_PICKERS = String.raw`
const pick = {
  host: byId('pick-host'),
  tenant: byId('pick-tenant'),
  staff: byId('pick-staff'),
  scenario: byId('pick-scenario'),
};

function radioValue(name) {
  const checked = document.querySelector('input[name="' + name + '"]:checked');
  return checked ? checked.value : '';
}

function setRadio(name, value) {
  const inputs = [...document.querySelectorAll('input[name="' + name + '"]')];
  if (!inputs.some((input) => input.value === value)) return;
  for (const input of inputs) input.checked = input.value === value;
}

function currentChoice() {
  return {
    host: pick.host.value,
    corp: pick.tenant.value,
    staff: pick.staff.value,
    scenario: pick.scenario.value,
    mode: radioValue('mode'),
    device: radioValue('device'),
  };
}

/** Fills a select, keeping the wanted value when it is still offered, else the first option. */
function fillSelect(select, options, wanted, emptyText) {
  const list = options.length > 0 ? options : [{ value: '', text: emptyText }];
  select.replaceChildren(...list.map((o) => el('option', { value: o.value, text: o.text })));
  select.value = list.some((o) => o.value === wanted) ? wanted : list[0].value;
}

const hostById = (id) => lab.hosts.find((host) => text(host.id) === id);
const tenantLabel = (t) => text(t.name) + ' (' + text(t.corporationId) + ')';

function describeChoice() {
  const host = hostById(pick.host.value);
  const sdk = host && host.sdkName ? 'SDK ' + text(host.sdkName) : '';
  byId('host-description').textContent = host ? [text(host.description), sdk].filter(Boolean).join(' · ') : '';
  const preset = lab.presets.find((p) => text(p.name) === pick.scenario.value);
  byId('scenario-description').textContent = preset ? text(preset.description) : 'No preset.';
}

function choiceChanged() {
  describeChoice();
  saveChoice(currentChoice());
  updateNewTabLink();
}

async function loadStaffs(wanted) {
  const corp = pick.tenant.value;
  const latest = ask('staffs');
  let staffs = [];
  try {
    if (corp !== '') {
      const path = '/__lab/staffs?corporationId=' + encodeURIComponent(corp);
      staffs = itemsOf(await api('GET', path), 'GET /__lab/staffs');
    }
    resolved('staffs');
  } catch (error) {
    report('staffs', 'Could not load the users of ' + corp + ': ' + errorText(error));
  }
  if (!latest()) return;
  lab.staffs = staffs;
  const options = staffs.map((s) => ({
    value: text(s.id),
    text: text(s.name) + (s.external ? ', external' : '') + ' (' + text(s.id) + ')',
  }));
  fillSelect(pick.staff, options, wanted, 'No users');
}

/** Loads one picker's list; a failure is reported and leaves that picker empty. */
async function loadList(source, path) {
  try {
    const items = itemsOf(await api('GET', path), 'GET ' + path);
    resolved(source);
    return items;
  } catch (error) {
    report(source, 'Could not load the ' + source + ': ' + errorText(error));
    return [];
  }
}

async function loadPickers() {
  const saved = loadChoice();
  [lab.hosts, lab.tenants, lab.presets] = await Promise.all([
    loadList('hosts', '/__lab/hosts'),
    loadList('tenants', '/__lab/tenants'),
    loadList('scenarios', '/__lab/scenarios/presets'),
  ]);
  const hosts = lab.hosts.map((h) => ({ value: text(h.id), text: text(h.name) || text(h.id) }));
  fillSelect(pick.host, hosts, saved.host, 'No hosts');
  const tenants = lab.tenants.map((t) => ({ value: text(t.corporationId), text: tenantLabel(t) }));
  fillSelect(pick.tenant, tenants, saved.corp, 'No tenants');
  const presets = lab.presets.map((p) => ({ value: text(p.name), text: text(p.name) }));
  const none = { value: NO_SCENARIO, text: 'None' };
  fillSelect(pick.scenario, [none].concat(presets), saved.scenario, 'None');
  setRadio('mode', saved.mode);
  setRadio('device', saved.device);
  await loadStaffs(saved.staff);
  choiceChanged();
  return 'Ready: ' + plural(lab.hosts.length, 'host') + ', ' +
    plural(lab.tenants.length, 'tenant') + ', ' + plural(lab.presets.length, 'scenario preset') + '.';
}

pick.host.addEventListener('change', choiceChanged);
pick.staff.addEventListener('change', choiceChanged);
pick.scenario.addEventListener('change', choiceChanged);
pick.tenant.addEventListener('change', async () => {
  await loadStaffs('');
  choiceChanged();
  act('load the flags of ' + pick.tenant.value, 'flags', loadTenantFlags);
});
for (const input of document.querySelectorAll('input[name="mode"], input[name="device"]')) {
  input.addEventListener('change', () => {
    choiceChanged();
    if (input.name === 'device' && lab.opened) sizeFrame(input.value);
  });
}
`;
