import {
  flagPath,
  isFlag,
  MODULE_PREFIX,
  targetedVariation,
  variationLabel,
} from '../shared/flagModel';
import type { ConsoleFlag, ServedCell } from '../shared/flagModel';
import { plural } from '../shared/i18n';
import { servedLine } from '../shared/servedLine';
import { isRecord, text } from '../shared/text';
import type { LabConsole } from './LabConsole';
import { tenantLabel } from './openForm';

/**
 * The chosen tenant's module flags: one select per module-* flag that targets the tenant
 * (POST /__lab/flags/:key/tenants) and what the tenant gets now (GET …/tenants?ids=).
 */
export class TenantFlagsPanel {
  readonly element: HTMLElement;
  private flags: ConsoleFlag[] = [];
  private served = new Map<string, ServedCell | null>();
  private corp = '';

  constructor(
    private readonly lab: LabConsole,
    private readonly chosenTenant: () => string,
  ) {
    const { dom, t } = lab;
    const reload = dom.el('button', {
      type: 'button',
      id: 'flags-reload',
      class: 'secondary',
      text: t('tenantFlags.reload'),
    });
    reload.addEventListener(
      'click',
      () => void lab.feedback.act(t('tenantFlags.reloadLabel'), 'flags', () => this.load()),
    );
    this.element = dom.el('section', { id: 'panel-flags', class: 'panel' }, [
      dom.el('h2', { id: 'flags-heading', text: t('tenantFlags.heading') }),
      dom.el('p', { class: 'muted', text: t('tenantFlags.intro') }),
      dom.el('div', { class: 'toolbar' }, [reload]),
      dom.el('p', {
        id: 'flags-summary',
        class: 'muted',
        'aria-live': 'polite',
        text: t('tenantFlags.noTenant'),
      }),
      dom.el('div', { id: 'tenant-flags', class: 'tenant-flags' }),
    ]);
  }

  async load(): Promise<string> {
    const { lab } = this;
    const corp = this.chosenTenant();
    const latest = lab.ask('flags');
    let flags: ConsoleFlag[] = [];
    const served = new Map<string, ServedCell | null>();
    if (corp !== '') {
      const data = await lab.api.call('GET', '/__lab/flags');
      if (!isRecord(data) || !Array.isArray(data.flags))
        throw new Error(lab.t('tenantFlags.noAnswer'));
      flags = data.flags.filter(isFlag).filter((flag) => flag.key.startsWith(MODULE_PREFIX));
      const cells = await Promise.all(flags.map((flag) => this.servedTo(flag.key, corp)));
      flags.forEach((flag, i) => served.set(flag.key, cells[i]));
    }
    if (!latest()) return lab.t('tenantFlags.skipped');
    Object.assign(this, { flags, served, corp });
    lab.dom.rerender(() => this.render());
    return corp === ''
      ? lab.t('tenantFlags.noTenant')
      : (lab.dom.byId('flags-summary').textContent ?? '');
  }

  private async servedTo(key: string, corp: string): Promise<ServedCell | null> {
    const data = await this.lab.api.call(
      'GET',
      `${flagPath(key)}/tenants?ids=${encodeURIComponent(corp)}`,
    );
    const cells: unknown[] = isRecord(data) && Array.isArray(data.tenants) ? data.tenants : [];
    return (
      (cells.find((cell) => isRecord(cell) && cell.corporationId === corp) as ServedCell) ?? null
    );
  }

  private render(): void {
    const { dom, t, state } = this.lab;
    const tenant = state.tenants.find((candidate) => text(candidate.corporationId) === this.corp);
    const who = tenant ? tenantLabel(tenant) : this.corp;
    dom.byId('flags-summary').textContent =
      this.corp === ''
        ? t('tenantFlags.noTenant')
        : t('tenantFlags.summary', {
            flags: plural(t, 'tenantFlags.flags', this.flags.length),
            who,
          });
    dom
      .byId('tenant-flags')
      .replaceChildren(...this.flags.map((flag, index) => this.field(flag, index)));
  }

  private field(flag: ConsoleFlag, index: number): HTMLElement {
    const { dom, t } = this.lab;
    const id = `tenant-flag-${index}`;
    const targeted = targetedVariation(flag, this.corp);
    const options = [
      dom.el('option', {
        value: '',
        selected: targeted === '',
        text: t('tenantFlags.notTargeted'),
      }),
      ...flag.variations.map((v) =>
        dom.el('option', { value: v.id, selected: v.id === targeted, text: variationLabel(v) }),
      ),
    ];
    const select = dom.el(
      'select',
      { id, 'aria-describedby': `${id}-served`, 'data-focus': `tenant-flag:${flag.key}` },
      options,
    );
    select.addEventListener('change', () => this.target(flag, select.value));
    return dom.el('div', { class: 'field', 'data-flag': flag.key }, [
      dom.el('label', { for: id, text: `${text(flag.name)} (${flag.key})` }),
      select,
      dom.el('span', {
        id: `${id}-served`,
        class: 'hint',
        text: servedLine(
          this.lab.t,
          flag,
          this.served.get(flag.key),
          this.lab.t('tenantFlags.unknown'),
        ),
      }),
    ]);
  }

  private target(flag: ConsoleFlag, variationId: string): void {
    const { lab } = this;
    const corp = this.corp;
    void lab.feedback.act(
      lab.t('tenantFlags.targetLabel', { corp, key: flag.key }),
      'flags',
      async () => {
        try {
          await lab.api.call('POST', `${flagPath(flag.key)}/tenants`, {
            corporationIds: [corp],
            variationId: variationId === '' ? null : variationId,
          });
        } catch (error) {
          lab.dom.rerender(() => this.render());
          throw error;
        }
        await this.load();
        const variation = flag.variations.find((v) => v.id === variationId);
        return variation
          ? lab.t('tenantFlags.nowServed', { key: flag.key, corp, what: variationLabel(variation) })
          : lab.t('tenantFlags.noLongerTargeted', { key: flag.key, corp });
      },
    );
  }
}
