import { plural } from '../shared/i18n';
import { errorText, isRecord, itemsOf, text } from '../shared/text';
import { FAULT_KINDS, faultDefinition, faultFormMarkup } from './faultForm';
import type { LabConsole } from './LabConsole';
import { panelTable, tableRow } from './panelTable';

const DETAILS = [
  'status',
  'kind',
  'ms',
  'minMs',
  'maxMs',
  'jitterMs',
  'afterBytes',
  'bytesPerChunk',
  'intervalMs',
];

/** Active faults of the frame's session and global ones (GET/DELETE /__lab/faults), and the add form. */
export class FaultsPanel {
  readonly element: HTMLElement;
  private readonly form: HTMLFormElement;

  constructor(private readonly lab: LabConsole) {
    const { dom, t } = lab;
    const clear = dom.el('button', {
      type: 'button',
      id: 'faults-clear',
      class: 'danger',
      text: t('faults.clear'),
    });
    clear.addEventListener('click', () => this.clear());
    this.form = faultFormMarkup(dom, t);
    this.element = dom.el('section', { id: 'panel-faults', class: 'panel' }, [
      dom.el('h2', { id: 'faults-heading', text: t('faults.heading') }),
      dom.el('div', { class: 'toolbar' }, [clear]),
      dom.el('p', { id: 'faults-summary', 'aria-live': 'polite', text: t('common.notLoaded') }),
      panelTable(dom, 'faults-rows', t('faults.caption'), [
        t('faults.id'),
        t('faults.scope'),
        t('faults.match'),
        t('faults.fault'),
        t('faults.fired'),
      ]),
      this.form,
    ]);
    const kind = this.form.querySelector<HTMLSelectElement>('#fault-kind');
    kind?.addEventListener('change', () => this.showNumbers());
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.add();
    });
    this.showNumbers();
  }

  private describe(fault: unknown): string {
    if (!isRecord(fault)) return '';
    const details = DETAILS.filter((name) => fault[name] !== undefined).map(
      (name) => `${name} ${text(fault[name])}`,
    );
    return [text(fault.type), ...details].join(', ');
  }

  async refresh(): Promise<void> {
    const { dom, t } = this.lab;
    const faults = itemsOf(await this.lab.api.call('GET', '/__lab/faults'), 'GET /__lab/faults');
    const rows = faults.map((active) => {
      const match = isRecord(active.match) ? active.match : {};
      const fired = plural(t, 'faults.timesFired', Number(active.fired) || 0);
      return [
        text(active.id),
        text(active.scope) + (active.session ? ` ${text(active.session)}` : ''),
        `${text(match.method) || t('faults.anyMethod')} ${text(match.path)}`,
        this.describe(active.fault),
        active.remaining === undefined
          ? fired
          : t('faults.firedLeft', { fired, left: text(active.remaining) }),
      ];
    });
    if (!this.lab.changed('faults', rows)) return;
    dom.byId('faults-summary').textContent =
      rows.length === 0
        ? t('faults.none')
        : t('faults.active', { faults: plural(t, 'faults.count', rows.length) });
    dom.byId('faults-rows').replaceChildren(...rows.map((cells) => tableRow(dom, cells)));
  }

  private clear(): void {
    const { lab } = this;
    void lab.feedback.act(lab.t('faults.clearLabel'), 'faults', async () => {
      let removed = 0;
      // Both scopes: the panel lists the session's faults and the global ones.
      for (const scope of ['session', 'global']) {
        const data = await lab.api.call('DELETE', `/__lab/faults?scope=${scope}`);
        removed += isRecord(data) && typeof data.removed === 'number' ? data.removed : 0;
      }
      await this.refresh();
      return lab.t('faults.cleared', { faults: plural(lab.t, 'faults.count', removed) });
    });
  }

  private showNumbers(): void {
    const kind = this.form.querySelector<HTMLSelectElement>('#fault-kind')?.value ?? '';
    const wanted = new Set((FAULT_KINDS[kind] ?? []).map(([name]) => name));
    for (const input of this.form.querySelectorAll<HTMLInputElement>('input[data-number]')) {
      (input.parentElement as HTMLElement).hidden = !wanted.has(input.dataset.number ?? '');
    }
  }

  private async add(): Promise<void> {
    const { lab } = this;
    const { dom, t } = lab;
    const value = (id: string) => dom.byId<HTMLInputElement>(id).value;
    const alert = dom.byId('fault-form-error');
    const path = value('fault-path').trim();
    alert.textContent = '';
    const pathInput = dom.byId<HTMLInputElement>('fault-path');
    pathInput.removeAttribute('aria-invalid');
    if (path === '') {
      alert.textContent = t('faults.pathMissing');
      pathInput.setAttribute('aria-invalid', 'true');
      pathInput.focus();
      return;
    }
    const numbers: Record<string, number> = {};
    for (const input of this.form.querySelectorAll<HTMLInputElement>('input[data-number]')) {
      numbers[input.dataset.number ?? ''] = Number(input.value);
    }
    const body = faultDefinition({
      path,
      method: value('fault-method'),
      kind: value('fault-kind'),
      numbers,
      times: Number(value('fault-times')) || 0,
      scope: value('fault-scope'),
    });
    lab.feedback.say(t('common.working', { label: t('faults.addLabel') }));
    try {
      await lab.beforeLabAction();
      const data = await lab.api.call('POST', '/__lab/faults', body);
      await this.refresh();
      const id = isRecord(data) ? text(data.id) : '';
      lab.feedback.say(t('faults.added', { id, path }));
    } catch (error) {
      alert.textContent = errorText(error);
      lab.feedback.say(
        t('common.couldNot', { label: t('faults.addLabel'), why: errorText(error) }),
        true,
      );
    }
  }
}
