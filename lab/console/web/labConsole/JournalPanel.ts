import { plural } from '../shared/i18n';
import { itemsOf, text } from '../shared/text';
import { curlOf } from './curlOf';
import type { Item, LabConsole } from './LabConsole';
import { panelTable } from './panelTable';

const JOURNAL_ROWS = 50;
const STATUSES = ['', '2xx', '3xx', '4xx', '5xx', '0'];

/** The journal (GET /__lab/requests), filtered by text, status and session, with curl per entry. */
export class JournalPanel {
  readonly element: HTMLElement;
  private journal: Item[] = [];
  private readonly filter: HTMLInputElement;
  private readonly status: HTMLSelectElement;
  private readonly own: HTMLInputElement;

  constructor(private readonly lab: LabConsole) {
    const { dom, t } = lab;
    this.filter = dom.el('input', { type: 'search', id: 'journal-filter', autocomplete: 'off' });
    this.status = dom.el(
      'select',
      { id: 'journal-status' },
      STATUSES.map((value) =>
        dom.el('option', {
          value,
          text: value === '' ? t('journal.any') : value === '0' ? t('journal.noAnswer') : value,
        }),
      ),
    );
    this.own = dom.el('input', { type: 'checkbox', id: 'journal-own', checked: true });
    this.element = dom.el('section', { id: 'panel-journal', class: 'panel' }, [
      dom.el('h2', { id: 'journal-heading', text: t('journal.heading') }),
      dom.el('div', { class: 'filters' }, [
        dom.el('div', { class: 'field' }, [
          dom.el('label', { for: 'journal-filter', text: t('journal.filter') }),
          this.filter,
        ]),
        dom.el('div', { class: 'field' }, [
          dom.el('label', { for: 'journal-status', text: t('journal.status') }),
          this.status,
        ]),
        dom.el('label', { class: 'field check' }, [this.own, ` ${t('journal.own')}`]),
      ]),
      dom.el('p', { id: 'journal-summary', 'aria-live': 'polite', text: t('journal.notLoaded') }),
      panelTable(dom, 'journal-rows', t('journal.caption'), [
        t('journal.time'),
        t('journal.method'),
        t('journal.path'),
        t('journal.statusColumn'),
        t('journal.scenario'),
        t('journal.ms'),
        t('journal.actions'),
      ]),
    ]);
    this.filter.addEventListener('input', () => this.render());
    this.status.addEventListener('change', () => void this.refresh());
    this.own.addEventListener('change', () => void this.refresh());
  }

  private path(): string {
    const params = new URLSearchParams();
    const status = this.status.value;
    if (status === '0') params.set('status', '0');
    else if (status !== '') params.set('status', status);
    const session = this.lab.session();
    if (this.own.checked && session) params.set('session', session);
    const query = params.toString();
    return `/__lab/requests${query === '' ? '' : `?${query}`}`;
  }

  async refresh(): Promise<void> {
    const latest = this.lab.ask('journal');
    const items = itemsOf(await this.lab.api.call('GET', this.path()), 'GET /__lab/requests');
    if (!latest()) return;
    this.journal = items;
    this.render();
  }

  /** Filters what the last poll brought by "method path contains", newest first. */
  private render(): void {
    const { dom, t } = this.lab;
    const needle = this.filter.value.trim().toLowerCase();
    const matches = this.journal.filter((entry) =>
      `${text(entry.method)} ${text(entry.path)}`.toLowerCase().includes(needle),
    );
    const shown = matches.slice(-JOURNAL_ROWS).reverse();
    const summary =
      this.journal.length === 0
        ? t('journal.empty')
        : t('journal.summary', {
            shown: shown.length,
            matching: plural(t, 'journal.matching', matches.length),
            total: this.journal.length,
          });
    if (!this.lab.changed('journal', [summary, shown.map((entry) => entry.id)])) return;
    dom.byId('journal-summary').textContent = summary;
    dom.byId('journal-rows').replaceChildren(...shown.map((entry) => this.row(entry)));
  }

  private row(entry: Item): HTMLTableRowElement {
    const { dom, t } = this.lab;
    const status = text(entry.status);
    const time =
      typeof entry.timestamp === 'number'
        ? new Date(entry.timestamp).toLocaleTimeString(this.lab.locale)
        : '';
    const copy = dom.el(
      'button',
      { type: 'button', class: 'secondary small', 'data-focus': `curl:${text(entry.id)}` },
      [t('journal.copyCurl'), dom.hidden(` ${text(entry.method)} ${text(entry.path)}`)],
    );
    copy.addEventListener('click', () => void this.copyCurl(entry));
    return dom.el('tr', { 'data-id': text(entry.id) }, [
      dom.el('td', { text: time }),
      dom.el('td', { text: text(entry.method) }),
      dom.el('th', { scope: 'row', text: text(entry.path) }),
      dom.el('td', {
        class: `status-${status.charAt(0)}`,
        text: status === '0' ? t('journal.noAnswer') : status,
      }),
      dom.el('td', { text: text(entry.scenario) || '–' }),
      dom.el('td', { text: text(entry.durationMs) }),
      dom.el('td', {}, [copy]),
    ]);
  }

  private async copyCurl(entry: Item): Promise<void> {
    const { lab } = this;
    const command = curlOf(entry, lab.win.location.origin, lab.dom.doc.cookie);
    try {
      await lab.win.navigator.clipboard.writeText(command);
      lab.feedback.say(lab.t('journal.curlCopied', { path: text(entry.path) }));
    } catch {
      lab.feedback.say(lab.t('journal.curlShown', { command }));
    }
  }
}
