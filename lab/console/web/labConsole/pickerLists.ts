import { plural } from '../shared/i18n';
import { errorText, itemsOf, text } from '../shared/text';
import { NO_SCENARIO, type ConsoleChoice } from './consoleChoice';
import type { Item, LabConsole } from './LabConsole';
import { fillSelect, tenantLabel, type Pickers } from './openForm';

/** Loads one picker's list; a failure is reported and leaves that picker empty. */
export async function loadList(
  lab: LabConsole,
  source: string,
  what: string,
  path: string,
): Promise<Item[]> {
  try {
    const items = itemsOf(await lab.api.call('GET', path), `GET ${path}`);
    lab.feedback.resolved(source);
    return items;
  } catch (error) {
    lab.feedback.report(source, lab.t('open.couldNotLoad', { what, why: errorText(error) }));
    return [];
  }
}

/** Loads the chosen tenant's users into the user picker, keeping `wanted` when offered. */
export async function loadStaffs(lab: LabConsole, pickers: Pickers, wanted: string): Promise<void> {
  const corp = pickers.tenant.value;
  const latest = lab.ask('staffs');
  let staffs: Item[] = [];
  try {
    if (corp !== '') {
      const path = `/__lab/staffs?corporationId=${encodeURIComponent(corp)}`;
      staffs = itemsOf(await lab.api.call('GET', path), 'GET /__lab/staffs');
    }
    lab.feedback.resolved('staffs');
  } catch (error) {
    lab.feedback.report('staffs', lab.t('open.couldNotLoadUsers', { corp, why: errorText(error) }));
  }
  if (!latest()) return;
  lab.state.staffs = staffs;
  const options = staffs.map((s) => ({
    value: text(s.id),
    text: `${text(s.name)}${s.external ? lab.t('open.external') : ''} (${text(s.id)})`,
  }));
  fillSelect(lab, pickers.staff, options, wanted, lab.t('open.noUsers'));
}

/** Fills every picker from the lab and the saved (or linked) choice; returns the ready line. */
export async function loadPickers(
  lab: LabConsole,
  pickers: Pickers,
  saved: ConsoleChoice,
): Promise<string> {
  const { t, state } = lab;
  [state.hosts, state.tenants, state.presets] = await Promise.all([
    loadList(lab, 'hosts', t('open.listHosts'), '/__lab/hosts'),
    loadList(lab, 'tenants', t('open.listTenants'), '/__lab/tenants'),
    loadList(lab, 'scenarios', t('open.listScenarios'), '/__lab/scenarios/presets'),
  ]);
  const hosts = state.hosts.map((h) => ({ value: text(h.id), text: text(h.name) || text(h.id) }));
  fillSelect(lab, pickers.host, hosts, saved.host, t('open.noHosts'));
  const tenants = state.tenants.map((tenant) => ({
    value: text(tenant.corporationId),
    text: tenantLabel(tenant),
  }));
  fillSelect(lab, pickers.tenant, tenants, saved.corp, t('open.noTenants'));
  const presets = state.presets.map((p) => ({ value: text(p.name), text: text(p.name) }));
  const none = { value: NO_SCENARIO, text: t('common.none') };
  fillSelect(lab, pickers.scenario, [none, ...presets], saved.scenario, t('common.none'));
  await loadStaffs(lab, pickers, saved.staff);
  return t('open.ready', {
    hosts: plural(t, 'open.hosts', state.hosts.length),
    tenants: plural(t, 'open.tenants', state.tenants.length),
    presets: plural(t, 'open.presets', state.presets.length),
  });
}
