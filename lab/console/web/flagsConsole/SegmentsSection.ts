import type { ConsoleSegment, FlagsConsole } from './FlagsConsole';
import { requireActor } from './saveFlag';
import { SegmentForm, segmentPath } from './SegmentForm';

/** Segments: a table (name, key, included, excluded, rules, Edit/Delete) and the form. */
export class SegmentsSection {
  readonly element: HTMLElement;
  private readonly editor: SegmentForm;

  constructor(
    private readonly fc: FlagsConsole,
    private readonly changed: () => Promise<void>,
  ) {
    const { dom, t } = fc;
    this.editor = new SegmentForm(fc, changed);
    const add = dom.el('button', {
      type: 'button',
      id: 'new-segment',
      'data-focus': 'new-segment',
      text: t('segments.new'),
    });
    add.addEventListener('click', () => this.editor.open(null));
    const heads = ['name', 'key', 'included', 'excluded', 'rulesCount', 'actions'] as const;
    this.element = dom.el('section', { 'aria-labelledby': 'segments-heading' }, [
      dom.el('h2', { id: 'segments-heading', text: t('segments.heading') }),
      dom.el('div', { class: 'toolbar' }, [add]),
      this.editor.form,
      dom.el('div', { class: 'scroll' }, [
        dom.el('table', { id: 'segments-table' }, [
          dom.el('caption', { text: t('segments.caption') }),
          dom.el('thead', {}, [
            dom.el(
              'tr',
              {},
              heads.map((head) =>
                dom.el('th', { scope: 'col', text: t(`segments.columns.${head}`) }),
              ),
            ),
          ]),
          dom.el('tbody', { id: 'segment-rows' }),
        ]),
      ]),
    ]);
  }

  render(): void {
    const { dom, t, state } = this.fc;
    const rows =
      state.segments.length === 0
        ? [dom.el('tr', {}, [dom.el('td', { colspan: 6, text: t('segments.none') })])]
        : state.segments.map((segment) => this.row(segment));
    dom.byId('segment-rows').replaceChildren(...rows);
  }

  private row(segment: ConsoleSegment): HTMLTableRowElement {
    const { dom, t } = this.fc;
    const button = (verb: string, slot: string, onClick: () => void, extraClass: string) => {
      const node = dom.el(
        'button',
        { type: 'button', class: extraClass, 'data-focus': `${slot}:${segment.id}` },
        [verb, dom.hidden(` ${t('segments.segmentKey', { key: segment.key })}`)],
      );
      node.addEventListener('click', onClick);
      return node;
    };
    return dom.el('tr', { 'data-segment': segment.id }, [
      dom.el('th', { scope: 'row', text: segment.name }),
      dom.el('td', {}, [dom.el('code', { text: segment.key })]),
      dom.el('td', { text: String(segment.included.length) }),
      dom.el('td', { text: String(segment.excluded.length) }),
      dom.el('td', { text: String(segment.rules.length) }),
      dom.el('td', { class: 'actions' }, [
        button(t('segments.edit'), 'edit-segment', () => this.editor.open(segment), 'secondary'),
        button(t('segments.delete'), 'delete-segment', () => void this.remove(segment), 'danger'),
      ]),
    ]);
  }

  private async remove(segment: ConsoleSegment): Promise<void> {
    const { fc } = this;
    const { t } = fc;
    if (!fc.win.confirm(t('segments.confirmDelete', { key: segment.key }))) {
      fc.feedback.say(t('segments.deleteCancelled', { key: segment.key }));
      return;
    }
    await fc.feedback.run(t('segments.deleteLabel', { key: segment.key }), async () => {
      requireActor(fc);
      await fc.api.call('DELETE', segmentPath(segment.id));
      fc.state.segments = fc.state.segments.filter((other) => other.id !== segment.id);
      if (this.editor.editing === segment.id) this.editor.close();
      await this.changed();
      fc.dom.focusSlot('new-segment');
      return t('segments.deleted', { key: segment.key });
    });
  }
}
