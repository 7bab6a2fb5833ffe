import { itemsOf, text } from '../shared/text';
import type { FlagsConsole } from './FlagsConsole';

/** Scheduled flag changes: when, which flag, by whom, the note and status, Cancel while pending. */
export class SchedulesSection {
  readonly element: HTMLElement;

  constructor(private readonly fc: FlagsConsole) {
    const { dom, t } = fc;
    const heads = ['when', 'flag', 'who', 'note', 'status', 'actions'] as const;
    this.element = dom.el('section', { 'aria-labelledby': 'schedules-heading' }, [
      dom.el('h2', { id: 'schedules-heading', text: t('schedules.heading') }),
      dom.el('p', { class: 'muted', text: t('schedules.intro') }),
      dom.el('div', { class: 'scroll' }, [
        dom.el('table', { id: 'schedules-table' }, [
          dom.el('caption', { text: t('schedules.caption') }),
          dom.el('thead', {}, [
            dom.el(
              'tr',
              {},
              heads.map((head) =>
                dom.el('th', { scope: 'col', text: t(`schedules.columns.${head}`) }),
              ),
            ),
          ]),
          dom.el('tbody', { id: 'schedule-rows' }),
        ]),
      ]),
    ]);
  }

  async load(): Promise<void> {
    const { dom, t, locale } = this.fc;
    const items = itemsOf(
      await this.fc.api.call('GET', '/__lab/flags/schedules'),
      'GET /__lab/flags/schedules',
    );
    const rows = items.reverse().map((item) => {
      const id = text(item.id);
      const status = t(`schedules.status.${text(item.status)}` as 'schedules.status.pending');
      const cancel =
        item.status === 'pending'
          ? dom.el('button', { type: 'button', class: 'secondary small' }, [
              t('common.cancel'),
              dom.hidden(` #${id}`),
            ])
          : null;
      cancel?.addEventListener('click', () => void this.cancel(id));
      return dom.el('tr', { 'data-schedule': id }, [
        dom.el('th', { scope: 'row', text: new Date(text(item.at)).toLocaleString(locale) }),
        dom.el('td', {}, [dom.el('code', { text: text(item.key) })]),
        dom.el('td', { text: text(item.actor) }),
        dom.el('td', { text: text(item.note) }),
        dom.el('td', { text: item.problem ? `${status}: ${text(item.problem)}` : status }),
        dom.el('td', {}, [cancel]),
      ]);
    });
    const empty = dom.el('tr', {}, [dom.el('td', { colspan: 6, text: t('schedules.none') })]);
    dom.byId('schedule-rows').replaceChildren(...(rows.length === 0 ? [empty] : rows));
  }

  private async cancel(id: string): Promise<void> {
    const { fc } = this;
    await fc.feedback.run(fc.t('schedules.cancelLabel', { id }), async () => {
      await fc.api.call('DELETE', `/__lab/flags/schedules/${encodeURIComponent(id)}`);
      await this.load();
      return fc.t('schedules.cancelled', { id });
    });
  }
}
