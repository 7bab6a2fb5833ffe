import { isRecord, itemsOf, text } from '../../shared/text';
import type { LabConsole } from '../LabConsole';
import { panelTable } from '../panelTable';

/**
 * The recordings saved by name (lab/recordings/), each with Replay and Export test, a file input
 * that loads one (a broken file is refused, naming the entry), and the running replay's misses.
 */
export class SavedRecordings {
  readonly element: HTMLElement;

  constructor(
    private readonly lab: LabConsole,
    private readonly replay: (name: string) => void,
  ) {
    const { dom, t } = lab;
    const load = dom.el('input', {
      id: 'recording-file',
      type: 'file',
      accept: '.json,application/json',
    });
    load.addEventListener('change', () => void this.load(load));
    this.element = dom.el('div', {}, [
      dom.el('h3', { id: 'replay-heading', text: t('recording.replayHeading') }),
      dom.el('p', { id: 'replay-summary', 'aria-live': 'polite', text: t('recording.noReplay') }),
      dom.el('ul', { id: 'replay-misses', class: 'misses' }),
      dom.el('h3', { id: 'saved-heading', text: t('recording.savedHeading') }),
      dom.el('div', { class: 'field' }, [
        dom.el('label', { for: 'recording-file', text: t('recording.loadFile') }),
        load,
      ]),
      dom.el('p', { id: 'saved-summary', 'aria-live': 'polite', text: t('common.notLoaded') }),
      panelTable(dom, 'saved-rows', t('recording.savedCaption'), [
        t('recording.columns.name'),
        t('recording.columns.host'),
        t('recording.columns.entries'),
        t('recording.columns.actions'),
      ]),
    ]);
  }

  async refresh(): Promise<void> {
    const { dom, t } = this.lab;
    const data = await this.lab.api.call('GET', '/__lab/recordings');
    const items = itemsOf(data, 'GET /__lab/recordings');
    const dir = isRecord(data) ? text(data.dir) : '';
    if (!this.lab.changed('saved', [dir, items])) return;
    dom.byId('saved-summary').textContent =
      items.length === 0
        ? t('recording.noneSaved', { dir })
        : t('recording.savedIn', { count: items.length, dir });
    dom.byId('saved-rows').replaceChildren(...items.map((item) => this.row(item)));
  }

  private row(item: Record<string, unknown>): HTMLTableRowElement {
    const { dom, t } = this.lab;
    const name = text(item.name);
    const replay = dom.el('button', { type: 'button', class: 'small' }, [
      t('recording.replay'),
      dom.hidden(` ${name}`),
    ]);
    replay.addEventListener('click', () => this.replay(name));
    const test = dom.el(
      'a',
      {
        class: 'button-link',
        href: `/__lab/recordings/${encodeURIComponent(name)}/test`,
        download: `${name}.e2e.ts`,
      },
      [t('recording.export'), dom.hidden(` ${name}`)],
    );
    return dom.el('tr', {}, [
      dom.el('th', { scope: 'row', text: name }),
      dom.el('td', { text: text(item.host) || '–' }),
      dom.el('td', { text: text(item.entries) }),
      dom.el('td', { class: 'actions' }, [replay, test]),
    ]);
  }

  private async load(input: HTMLInputElement): Promise<void> {
    const { lab } = this;
    const file = input.files?.[0];
    if (!file) return;
    await lab.feedback.act(
      lab.t('recording.loadLabel', { file: file.name }),
      'recording-file',
      async () => {
        const data = await lab.api.call('POST', '/__lab/recordings/import', {
          text: await file.text(),
        });
        await this.refresh();
        return lab.t('recording.loaded', { name: isRecord(data) ? text(data.saved) : file.name });
      },
    );
    input.value = '';
  }

  /** The frame session's replay: how far it got, and every request it could not answer. */
  async refreshReplay(): Promise<void> {
    const { lab } = this;
    const { dom, t } = lab;
    const data = await lab.api.call('GET', '/__lab/replay');
    const replay = isRecord(data) && isRecord(data.replay) ? data.replay : null;
    const misses = replay && Array.isArray(replay.misses) ? replay.misses.filter(isRecord) : [];
    if (!lab.changed('replay', [replay?.name, replay?.remaining, misses.length])) return;
    dom.byId('replay-summary').textContent = replay
      ? t('recording.replayProgress', {
          name: text(replay.name),
          served: Number(replay.total) - Number(replay.remaining),
          total: text(replay.total),
        })
      : t('recording.noReplay');
    const lines = misses.map((miss) =>
      t('recording.miss', {
        came: `${text(miss.method)} ${text(miss.path)}`,
        expected: text(miss.expected),
      }),
    );
    dom.byId('replay-misses').replaceChildren(...lines.map((line) => dom.el('li', { text: line })));
    if (lines.length > 0)
      lab.feedback.report(
        'replay',
        t('recording.missAlert', { count: lines.length, last: lines.at(-1) ?? '' }),
      );
    else lab.feedback.resolved('replay');
  }
}
