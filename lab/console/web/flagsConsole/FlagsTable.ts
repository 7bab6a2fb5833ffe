import { variationLabel, type ConsoleFlag } from '../shared/flagModel';
import type { FlagsConsole } from './FlagsConsole';
import { runChange, saveFlagChange } from './saveFlag';

type Op = 'enable' | 'disable' | 'archive' | 'unarchive';

/** The flags table: one row per flag with Edit, Enable/Disable, Archive/Unarchive, Who gets what. */
export class FlagsTable {
  readonly element: HTMLElement;

  constructor(
    private readonly fc: FlagsConsole,
    private readonly actions: {
      edit(key: string): void;
      rollout(key: string): void;
      changed(): Promise<void>;
    },
  ) {
    const { dom, t } = fc;
    const heads = ['key', 'name', 'type', 'enabled', 'archived', 'variations', 'actions'] as const;
    this.element = dom.el('div', { class: 'scroll' }, [
      dom.el('table', { id: 'flags-table' }, [
        dom.el('caption', { text: t('flags.caption') }),
        dom.el('thead', {}, [
          dom.el(
            'tr',
            {},
            heads.map((head) => dom.el('th', { scope: 'col', text: t(`flags.columns.${head}`) })),
          ),
        ]),
        dom.el('tbody', { id: 'flag-rows' }),
      ]),
    ]);
  }

  render(): void {
    this.fc.dom
      .byId('flag-rows')
      .replaceChildren(...this.fc.state.flags.map((flag) => this.row(flag)));
  }

  private button(
    verb: string,
    key: string,
    slot: string,
    onClick: () => void,
    extraClass = '',
  ): HTMLButtonElement {
    const { dom } = this.fc;
    const button = dom.el(
      'button',
      { type: 'button', class: extraClass, 'data-focus': `${slot}:${key}` },
      [verb, dom.hidden(` ${key}`)],
    );
    button.addEventListener('click', onClick);
    return button;
  }

  private row(flag: ConsoleFlag): HTMLTableRowElement {
    const { dom, t } = this.fc;
    const { key } = flag;
    const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
    return dom.el('tr', { 'data-flag': key }, [
      dom.el('th', { scope: 'row' }, [dom.el('code', { text: key })]),
      dom.el('td', { text: flag.name }),
      dom.el('td', { text: flag.variationType }),
      dom.el('td', { class: flag.isEnabled ? 'yes' : 'no', text: yesNo(flag.isEnabled) }),
      dom.el('td', { text: yesNo(flag.isArchived) }),
      dom.el('td', {}, [
        dom.el(
          'ul',
          { class: 'plain' },
          flag.variations.map((v) => dom.el('li', { text: variationLabel(v) })),
        ),
      ]),
      dom.el('td', { class: 'actions' }, [
        this.button(t('flags.whoGetsWhat'), key, 'rollout', () => this.actions.rollout(key)),
        this.button(t('flags.edit'), key, 'edit', () => this.actions.edit(key), 'secondary'),
        flag.isEnabled
          ? this.button(t('flags.disable'), key, 'toggle', () => this.op(key, 'disable'))
          : this.button(t('flags.enable'), key, 'toggle', () => this.op(key, 'enable')),
        flag.isArchived
          ? this.button(
              t('flags.unarchive'),
              key,
              'archive',
              () => this.op(key, 'unarchive'),
              'secondary',
            )
          : this.button(
              t('flags.archive'),
              key,
              'archive',
              () => this.op(key, 'archive'),
              'danger',
            ),
      ]),
    ]);
  }

  private op(key: string, op: Op): void {
    const { fc } = this;
    const flag = fc.flag(key);
    if (!flag) return;
    const proposed: ConsoleFlag = {
      ...flag,
      ...(op === 'enable' || op === 'disable'
        ? { isEnabled: op === 'enable' }
        : { isArchived: op === 'archive' }),
    };
    const label = fc.t(`flags.ops.${op}`, { key });
    void runChange(fc, label, async () => {
      await saveFlagChange(fc, label, proposed, {
        method: 'POST',
        path: `/__lab/flags/${encodeURIComponent(key)}/${op}`,
      });
      await this.actions.changed();
      return fc.t(`flags.done.${op}`, { key });
    });
  }
}
