import {
  flagPath,
  targetedVariation,
  variationLabel,
  type ConsoleFlag,
  type ServedCell,
} from '../shared/flagModel';
import { servedLine } from '../shared/servedLine';
import { isRecord } from '../shared/text';
import type { ConsoleTenant, FlagsConsole } from './FlagsConsole';
import { pickColumn, renderPicker } from './matrixPicker';
import { readModel, applyModel } from './rolloutModel';
import { putFlag, runChange } from './saveFlag';

/**
 * The tenant matrix: rows are tenants, columns the picked flags, each cell the tenant's place in
 * the flag's one model (targeted with a variation, or not) plus what it gets now and why.
 */
export class TenantMatrix {
  readonly element: HTMLElement;

  constructor(private readonly fc: FlagsConsole) {
    const { dom, t } = fc;
    this.element = dom.el('section', { 'aria-labelledby': 'matrix-heading' }, [
      dom.el('h2', { id: 'matrix-heading', text: t('matrix.heading') }),
      dom.el('p', { class: 'muted', text: t('matrix.intro') }),
      dom.el('fieldset', {}, [
        dom.el('legend', { text: t('matrix.columns') }),
        dom.el('div', { id: 'matrix-picker' }),
      ]),
      dom.el('div', { class: 'scroll' }, [
        dom.el('table', { id: 'matrix' }, [
          dom.el('caption', { text: t('matrix.caption') }),
          dom.el('thead', { id: 'matrix-head' }),
          dom.el('tbody', { id: 'matrix-rows' }),
        ]),
      ]),
    ]);
  }

  picked(): Set<string> {
    return this.fc.state.picked ?? new Set();
  }

  async loadColumn(key: string): Promise<void> {
    const { state, api } = this.fc;
    if (state.tenants.length === 0) return;
    const ids = state.tenants.map((tenant) => tenant.corporationId).join(',');
    const data = await api.call('GET', `${flagPath(key)}/tenants?ids=${encodeURIComponent(ids)}`);
    const cells = (
      isRecord(data) && Array.isArray(data.tenants) ? data.tenants : []
    ) as ServedCell[];
    state.cells.set(key, new Map(cells.map((cell) => [cell.corporationId, cell])));
  }

  render(): void {
    const { dom, t, state } = this.fc;
    const flags = state.flags.filter((flag) => this.picked().has(flag.key));
    dom
      .byId('matrix-head')
      .replaceChildren(
        dom.el('tr', {}, [
          dom.el('th', { scope: 'col', text: t('matrix.tenant') }),
          ...flags.map((flag) =>
            dom.el('th', { scope: 'col' }, [dom.el('code', { text: flag.key })]),
          ),
        ]),
      );
    dom.byId('matrix-rows').replaceChildren(
      ...state.tenants.map((tenant, row) => {
        // parentId is the group's tenant id, which GET /__lab/tenants may not list: match loosely.
        const parent = state.tenants.find(
          (other) => other.id === tenant.parentId || other.corporationId === tenant.parentId,
        );
        const kind =
          tenant.parentId === null
            ? t('matrix.group')
            : parent
              ? t('matrix.in', { name: parent.name })
              : t('matrix.subsidiary');
        return dom.el('tr', { 'data-tenant': tenant.corporationId }, [
          dom.el('th', { scope: 'row' }, [
            tenant.name,
            dom.el('span', { class: 'tenant-id', text: `${tenant.corporationId}, ${kind}` }),
          ]),
          ...flags.map((flag, col) => this.cell(flag, tenant, `served-${row}-${col}`)),
        ]);
      }),
    );
    renderPicker(this.fc, (key, shown) => void pickColumn(this.fc, this, key, shown));
  }

  private cell(flag: ConsoleFlag, tenant: ConsoleTenant, cellId: string): HTMLTableCellElement {
    const { dom, t, state } = this.fc;
    const targeted = targetedVariation(flag, tenant.corporationId);
    const select = dom.el(
      'select',
      {
        'aria-label': t('matrix.cellLabel', { key: flag.key, who: this.fc.tenantLabel(tenant) }),
        'aria-describedby': cellId,
        'data-focus': `cell:${flag.key}:${tenant.corporationId}`,
      },
      [
        dom.el('option', {
          value: '',
          selected: targeted === '',
          text: t('tenantFlags.notTargeted'),
        }),
        ...flag.variations.map((v) =>
          dom.el('option', { value: v.id, selected: v.id === targeted, text: variationLabel(v) }),
        ),
      ],
    );
    select.addEventListener('change', () => this.target(flag.key, tenant, select.value));
    const cellNow = state.cells.get(flag.key)?.get(tenant.corporationId);
    const served = servedLine(t, flag, cellNow, t('matrix.notLoaded'));
    return dom.el('td', { 'data-flag': flag.key }, [
      select,
      dom.el('span', { id: cellId, class: 'served', text: served }),
    ]);
  }

  private target(key: string, tenant: ConsoleTenant, variationId: string): void {
    const { fc } = this;
    const who = fc.tenantLabel(tenant);
    const label = fc.t('tenantFlags.targetLabel', { corp: who, key });
    void runChange(fc, label, async () => {
      const flag = fc.flag(key);
      if (!flag) throw new Error(fc.t('rollout.gone', { key }));
      const model = readModel(flag);
      if (variationId === '') model.targeted.delete(tenant.corporationId);
      else model.targeted.set(tenant.corporationId, variationId);
      try {
        await putFlag(fc, label, applyModel(flag, model));
        await this.loadColumn(key);
      } finally {
        fc.dom.rerender(() => this.render());
      }
      const variation = flag.variations.find((v) => v.id === variationId);
      return variation
        ? fc.t('tenantFlags.nowServed', { key, corp: who, what: variationLabel(variation) })
        : fc.t('tenantFlags.noLongerTargeted', { key, corp: who });
    });
  }
}
