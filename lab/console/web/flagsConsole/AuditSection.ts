import { isRecord, itemsOf, text } from '../shared/text';
import type { FlagsConsole } from './FlagsConsole';
import { auditSummary } from './auditSummary';

type Entry = Record<string, unknown>;

/**
 * The audit log: every flag and segment change (who, when, what, before and after as JSON),
 * newest first, each with one-click Revert, and the whole log as a JSON download.
 */
export class AuditSection {
  readonly element: HTMLElement;
  private entries: Entry[] = [];

  constructor(
    private readonly fc: FlagsConsole,
    private readonly changed: () => Promise<void>,
  ) {
    const { dom, t } = fc;
    const heads = ['when', 'who', 'what', 'change', 'actions'] as const;
    this.element = dom.el('section', { 'aria-labelledby': 'audit-heading' }, [
      dom.el('h2', { id: 'audit-heading', text: t('audit.heading') }),
      dom.el('p', { class: 'muted', text: t('audit.intro') }),
      dom.el('div', { class: 'toolbar' }, [
        dom.el('a', {
          id: 'audit-export',
          class: 'button-link',
          href: '/__lab/flags/audit?download=1',
          download: 'flag-audit-log.json',
          text: t('audit.export'),
        }),
      ]),
      dom.el('p', { id: 'audit-summary', 'aria-live': 'polite', text: t('common.notLoaded') }),
      dom.el('div', { class: 'scroll' }, [
        dom.el('table', { id: 'audit-table' }, [
          dom.el('caption', { text: t('audit.caption') }),
          dom.el('thead', {}, [
            dom.el(
              'tr',
              {},
              heads.map((head) => dom.el('th', { scope: 'col', text: t(`audit.columns.${head}`) })),
            ),
          ]),
          dom.el('tbody', { id: 'audit-rows' }),
        ]),
      ]),
    ]);
  }

  async load(): Promise<void> {
    const data = await this.fc.api.call('GET', '/__lab/flags/audit');
    this.entries = itemsOf(
      { items: isRecord(data) ? data.entries : null },
      'GET /__lab/flags/audit',
    );
    this.render();
  }

  private render(): void {
    const { dom, t } = this.fc;
    dom.byId('audit-summary').textContent =
      this.entries.length === 0
        ? t('audit.empty')
        : t('audit.count', { count: this.entries.length });
    dom
      .byId('audit-rows')
      .replaceChildren(...[...this.entries].reverse().map((entry) => this.row(entry)));
  }

  private row(entry: Entry): HTMLTableRowElement {
    const { dom, t, locale } = this.fc;
    const id = text(entry.id);
    const target = isRecord(entry.target) ? entry.target : {};
    const what = `${text(entry.action)} ${text(target.key) || t('audit.allDefinitions')}`;
    const revert = dom.el(
      'button',
      { type: 'button', class: 'secondary small', 'data-focus': `revert:${id}` },
      [t('audit.revert'), dom.hidden(` #${id} ${what}`)],
    );
    revert.addEventListener('click', () => void this.revert(id, what));
    const json = (label: string, value: unknown) =>
      dom.el('details', {}, [
        dom.el('summary', { text: label }),
        dom.el('pre', { text: JSON.stringify(value, null, 2) }),
      ]);
    return dom.el('tr', { 'data-audit': id }, [
      dom.el('td', { text: new Date(text(entry.at)).toLocaleString(locale) }),
      dom.el('td', { text: text(entry.actor) }),
      dom.el('th', { scope: 'row', text: `#${id} ${what}` }),
      dom.el('td', {}, [
        dom.el('p', { text: auditSummary(t, entry.before, entry.after) }),
        json(t('audit.before'), entry.before),
        json(t('audit.after'), entry.after),
      ]),
      dom.el('td', {}, [revert]),
    ]);
  }

  private async revert(id: string, what: string): Promise<void> {
    const { fc } = this;
    const label = fc.t('audit.revertLabel', { id, what });
    await fc.feedback.run(label, async () => {
      if (fc.actor === '') {
        fc.dom.byId('actor-name').focus();
        throw new Error(fc.t('actor.missing'));
      }
      await fc.api.call('POST', `/__lab/flags/audit/${encodeURIComponent(id)}/revert`);
      await this.changed();
      return fc.t('audit.reverted', { id });
    });
  }
}
