import { variationLabel, type ConsoleFlag } from '../shared/flagModel';
import { errorText } from '../shared/text';
import type { FlagsConsole } from './FlagsConsole';
import { applyModel, readModel, type RolloutModel } from './rolloutModel';
import { rolloutMarkup } from './rolloutMarkup';
import { putFlag, requireActor, runChange } from './saveFlag';
import { servedToTenants } from './tenantChanges';

/**
 * "Who gets what" for one flag: targeted tenants, the percentage rollout of everyone else and
 * what remains, with the resulting tenant list updated as the person edits. Save goes through
 * the review; Schedule saves the same change at a time the lab's clock will apply it.
 */
export class RolloutEditor {
  readonly element: HTMLFormElement;
  private key = '';

  constructor(
    private readonly fc: FlagsConsole,
    private readonly changed: () => Promise<void>,
    private readonly scheduled: () => Promise<void>,
  ) {
    this.element = rolloutMarkup(fc);
    this.element.addEventListener('input', () => this.renderResult());
    this.element.addEventListener('change', () => this.renderResult());
    this.element.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.save();
    });
    const button = (id: string) => this.element.querySelector(`#${id}`) as HTMLButtonElement;
    button('rollout-schedule').addEventListener('click', () => void this.schedule());
    button('rollout-cancel').addEventListener('click', () => this.close());
  }

  open(key: string): void {
    const { dom, t } = this.fc;
    const flag = this.fc.flag(key);
    if (!flag) return;
    this.key = key;
    const model = readModel(flag);
    dom.byId('rollout-heading').textContent = t('rollout.heading', { key });
    dom.byId('rollout-error').textContent = '';
    const options = (selected: string, extra: Array<[string, string]> = []) => [
      ...extra.map(([value, text]) =>
        dom.el('option', { value, text, selected: value === selected }),
      ),
      ...flag.variations.map((v) =>
        dom.el('option', { value: v.id, text: variationLabel(v), selected: v.id === selected }),
      ),
    ];
    dom
      .byId('rollout-targets')
      .replaceChildren(
        ...this.fc.state.tenants.map((tenant, index) =>
          dom.el('div', { class: 'field inline' }, [
            dom.el('label', { for: `rollout-target-${index}`, text: this.fc.tenantLabel(tenant) }),
            dom.el(
              'select',
              { id: `rollout-target-${index}`, 'data-tenant': tenant.corporationId },
              options(model.targeted.get(tenant.corporationId) ?? '', [
                ['', t('rollout.notTargeted')],
              ]),
            ),
          ]),
        ),
      );
    dom.byId<HTMLInputElement>('rollout-percent').value = String(model.percentage);
    dom.byId('rollout-serve').replaceChildren(...options(model.serve));
    dom.byId('rollout-other').replaceChildren(...options(model.other));
    dom.byId<HTMLInputElement>('rollout-dispatch').value = model.dispatchKey;
    this.element.hidden = false;
    this.renderResult();
    dom.byId('rollout-percent').focus();
  }

  close(): void {
    this.element.hidden = true;
    this.fc.dom.focusSlot(`rollout:${this.key}`);
  }

  private model(): RolloutModel {
    const { dom } = this.fc;
    const targeted = new Map<string, string>();
    for (const select of dom.byId('rollout-targets').querySelectorAll('select')) {
      if (select.value !== '') targeted.set(select.dataset.tenant ?? '', select.value);
    }
    return {
      targeted,
      percentage: Number(dom.byId<HTMLInputElement>('rollout-percent').value),
      serve: dom.byId<HTMLSelectElement>('rollout-serve').value,
      other: dom.byId<HTMLSelectElement>('rollout-other').value,
      dispatchKey: dom.byId<HTMLInputElement>('rollout-dispatch').value.trim(),
    };
  }

  private proposed(): ConsoleFlag {
    const flag = this.fc.flag(this.key);
    if (!flag) throw new Error(this.fc.t('rollout.gone', { key: this.key }));
    return applyModel(flag, this.model());
  }

  /** The resulting tenant list: what each tenant would get, and why. */
  private renderResult(): void {
    const { dom, t, state } = this.fc;
    const rows = dom.byId('rollout-result');
    let proposed: ConsoleFlag;
    try {
      proposed = this.proposed();
      dom.byId('rollout-error').textContent = '';
    } catch (error) {
      dom.byId('rollout-error').textContent = errorText(error);
      rows.replaceChildren();
      return;
    }
    const cells = servedToTenants(proposed, state.tenants, state.segments);
    rows.replaceChildren(
      ...cells.map((cell, index) => {
        const variation = proposed.variations.find((v) => v.id === cell.variationId);
        return dom.el('tr', {}, [
          dom.el('th', { scope: 'row', text: this.fc.tenantLabel(state.tenants[index]) }),
          dom.el('td', { text: variation ? variationLabel(variation) : t('review.nothing') }),
          dom.el('td', { text: cell.reason }),
        ]);
      }),
    );
  }

  private async save(): Promise<void> {
    const { fc } = this;
    const label = fc.t('rollout.saveLabel', { key: this.key });
    await runChange(fc, label, async () => {
      const saved = await putFlag(fc, label, this.proposed());
      await this.changed();
      this.close();
      return fc.t('rollout.saved', { key: saved.key });
    });
  }

  private async schedule(): Promise<void> {
    const { fc } = this;
    const { dom, t } = fc;
    const when = dom.byId<HTMLInputElement>('rollout-at').value;
    const label = t('rollout.scheduleLabel', { key: this.key });
    await fc.feedback.run(label, async () => {
      try {
        requireActor(fc);
        const at = when === '' ? '' : new Date(when).toISOString();
        await fc.api.call('POST', '/__lab/flags/schedules', {
          at,
          flag: this.proposed(),
          note: dom.byId<HTMLInputElement>('rollout-note').value,
        });
      } catch (error) {
        dom.byId('rollout-error').textContent = errorText(error);
        throw error;
      }
      await this.scheduled();
      return t('rollout.scheduled', {
        key: this.key,
        at: new Date(when).toLocaleString(fc.locale),
      });
    });
  }
}
