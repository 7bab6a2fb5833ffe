/**
 * Browser JavaScript for the chosen tenant's module flags: one select per module-* flag that
 * targets the tenant (POST /__lab/flags/:key/tenants) and what the tenant gets now
 * (GET /__lab/flags/:key/tenants?ids=).
 */
export const LAB_SCRIPT_FLAGS = String.raw`
const MODULE_PREFIX = 'module-';
const choiceLabel = (v) => text(v.name) + ' (' + text(v.value) + ')';

function isModuleFlag(flag) {
  return flag !== null && typeof flag === 'object' && typeof flag.key === 'string' &&
    flag.key.startsWith(MODULE_PREFIX) && Array.isArray(flag.variations) &&
    Array.isArray(flag.rules);
}

async function servedTo(key, corp) {
  const data = await api('GET', flagPath(key) + '/tenants?ids=' + encodeURIComponent(corp));
  const cells = data && Array.isArray(data.tenants) ? data.tenants : [];
  return cells.find((cell) => cell && cell.corporationId === corp) || null;
}

async function loadTenantFlags() {
  const corp = pick.tenant.value;
  const latest = ask('flags');
  let flags = [];
  const served = new Map();
  if (corp !== '') {
    const data = await api('GET', '/__lab/flags');
    if (!data || !Array.isArray(data.flags)) throw new Error('GET /__lab/flags did not answer');
    flags = data.flags.filter(isModuleFlag);
    const cells = await Promise.all(flags.map((flag) => servedTo(flag.key, corp)));
    flags.forEach((flag, i) => served.set(flag.key, cells[i]));
  }
  if (!latest()) return 'Skipped an older load of the flags.';
  Object.assign(lab, { flags, served, flagsCorp: corp });
  rerender(renderTenantFlags);
  return corp === '' ? 'No tenant chosen.' : byId('flags-summary').textContent;
}

function servedLine(flag, cell) {
  if (!cell) return 'Gets: not known';
  if (cell.variationId === null) return 'Gets no variation: ' + text(cell.reason);
  const variation = flag.variations.find((v) => v.id === cell.variationId);
  const what = variation ? choiceLabel(variation) : text(cell.variationId);
  return 'Gets ' + what + ': ' + text(cell.reason);
}

function flagField(flag, index) {
  const id = 'tenant-flag-' + index;
  const targeted = targetedVariation(flag, lab.flagsCorp);
  const options = [el('option', { value: '', selected: targeted === '', text: '(rules)' })]
    .concat(flag.variations.map((v) =>
      el('option', { value: text(v.id), selected: v.id === targeted, text: choiceLabel(v) })));
  const select = el('select', {
    id,
    'aria-describedby': id + '-served',
    'data-focus': 'tenant-flag:' + flag.key,
    onchange: () => targetChosenTenant(flag, select.value),
  }, options);
  return el('div', { class: 'field', 'data-flag': flag.key }, [
    el('label', { for: id, text: text(flag.name) + ' (' + flag.key + ')' }),
    select,
    el('span', { id: id + '-served', class: 'hint', text: servedLine(flag, lab.served.get(flag.key)) }),
  ]);
}

function renderTenantFlags() {
  const tenant = lab.tenants.find((t) => text(t.corporationId) === lab.flagsCorp);
  const who = tenant ? tenantLabel(tenant) : lab.flagsCorp;
  byId('flags-summary').textContent = lab.flagsCorp === ''
    ? 'No tenant chosen.'
    : plural(lab.flags.length, 'module flag') + ' for ' + who + '.';
  byId('tenant-flags').replaceChildren(...lab.flags.map(flagField));
}

function targetChosenTenant(flag, variationId) {
  const corp = lab.flagsCorp;
  act('target ' + corp + ' for ' + flag.key, 'flags', async () => {
    try {
      await api('POST', flagPath(flag.key) + '/tenants', {
        corporationIds: [corp],
        variationId: variationId === '' ? null : variationId,
      });
    } catch (error) {
      rerender(renderTenantFlags);
      throw error;
    }
    await loadTenantFlags();
    const variation = flag.variations.find((v) => v.id === variationId);
    return variation
      ? flag.key + ': ' + corp + ' is now served ' + choiceLabel(variation) + '.'
      : flag.key + ': ' + corp + ' is no longer targeted and follows the rules.';
  });
}

byId('flags-reload').addEventListener('click', () =>
  act('reload the flags', 'flags', loadTenantFlags));
`;
