/**
 * Browser JavaScript for the tenant matrix: rows are tenants, columns the picked flags, each
 * cell a select that targets the tenant (POST /__lab/flags/:key/tenants) plus what it gets now
 * (GET /__lab/flags/:key/tenants?ids=...).
 */
export const CONSOLE_SCRIPT_MATRIX = String.raw`
async function loadColumn(key) {
  if (state.tenants.length === 0) return;
  const ids = state.tenants.map((tenant) => tenant.corporationId).join(',');
  const data = await api('GET', flagPath(key) + '/tenants?ids=' + encodeURIComponent(ids));
  state.cells.set(key, new Map(data.tenants.map((cell) => [cell.corporationId, cell])));
}

function tenantLabel(tenant) {
  return tenant.name + ' (' + tenant.corporationId + ')';
}

function servedText(flag, cell) {
  if (!cell) return 'Not loaded';
  if (cell.variationId === null) return 'Gets no variation: ' + cell.reason;
  const variation = flag.variations.find((v) => v.id === cell.variationId);
  return 'Gets ' + (variation ? variationLabel(variation) : cell.variationId) + ': ' + cell.reason;
}

function targetTenant(flag, tenant, variationId) {
  const who = tenantLabel(tenant);
  run('target ' + who + ' for ' + flag.key, async () => {
    try {
      await changeFlag(flag.key, 'POST', '/tenants', {
        corporationIds: [tenant.corporationId],
        variationId: variationId === '' ? null : variationId,
      });
    } catch (error) {
      rerender(renderMatrix);
      throw error;
    }
    const target = flag.variations.find((v) => v.id === variationId);
    return target
      ? flag.key + ': ' + who + ' is now served ' + variationLabel(target) + '.'
      : flag.key + ': ' + who + ' is no longer targeted and follows the rules.';
  });
}

function matrixCell(flag, tenant, cellId) {
  const targeted = targetedVariation(flag, tenant.corporationId);
  const column = state.cells.get(flag.key) || new Map();
  const served = servedText(flag, column.get(tenant.corporationId));
  const select = el(
    'select',
    {
      'aria-label': flag.key + ' for ' + tenantLabel(tenant),
      'aria-describedby': cellId,
      'data-focus': 'cell:' + flag.key + ':' + tenant.corporationId,
      onchange: (event) => targetTenant(flag, tenant, event.target.value),
    },
    [el('option', { value: '', selected: targeted === '', text: '(rules)' })].concat(
      flag.variations.map((v) =>
        el('option', { value: v.id, selected: v.id === targeted, text: variationLabel(v) }),
      ),
    ),
  );
  const description = el('span', { id: cellId, class: 'served', text: served });
  return el('td', { 'data-flag': flag.key }, [select, description]);
}

function renderMatrix() {
  const flags = state.flags.filter((flag) => state.picked.has(flag.key));
  byId('matrix-head').replaceChildren(
    el('tr', {}, [el('th', { scope: 'col', text: 'Tenant' })].concat(
      flags.map((flag) => el('th', { scope: 'col' }, [el('code', { text: flag.key })])),
    )),
  );
  byId('matrix-rows').replaceChildren(
    ...state.tenants.map((tenant, row) => {
      // parentId is the group's tenant id, which GET /__lab/tenants may not list: match loosely.
      const parent = state.tenants.find(
        (t) => t.id === tenant.parentId || t.corporationId === tenant.parentId,
      );
      const kind = tenant.parentId === null ? 'group' : parent ? 'in ' + parent.name : 'subsidiary';
      const id = tenant.corporationId + ', ' + kind;
      return el('tr', { 'data-tenant': tenant.corporationId }, [
        el('th', { scope: 'row' }, [tenant.name, el('span', { class: 'tenant-id', text: id })]),
      ].concat(flags.map((flag, col) => matrixCell(flag, tenant, 'served-' + row + '-' + col))));
    }),
  );
}

function renderPicker() {
  byId('matrix-picker').replaceChildren(
    ...state.flags.map((flag) => {
      const box = el('input', {
        type: 'checkbox',
        checked: state.picked.has(flag.key),
        'data-focus': 'pick:' + flag.key,
        onchange: () => pickFlag(flag.key, box.checked),
      });
      return el('label', {}, [box, el('code', { text: flag.key })]);
    }),
  );
}

function pickFlag(key, shown) {
  if (!shown) {
    state.picked.delete(key);
    rerender(renderMatrix);
    say('Column ' + key + ' hidden.');
    return;
  }
  state.picked.add(key);
  run('show ' + key + ' in the matrix', async () => {
    await loadColumn(key);
    rerender(renderMatrix);
    return 'Column ' + key + ' shown.';
  });
}
`;
