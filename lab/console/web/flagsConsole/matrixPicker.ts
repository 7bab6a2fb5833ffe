import type { FlagsConsole } from './FlagsConsole';

interface Columns {
  picked(): Set<string>;
  loadColumn(key: string): Promise<void>;
  render(): void;
}

/** One checkbox per flag: which flags the tenant matrix shows as columns. */
export function renderPicker(
  fc: FlagsConsole,
  onPick: (key: string, shown: boolean) => void,
): void {
  const { dom, state } = fc;
  const picked = state.picked ?? new Set<string>();
  dom.byId('matrix-picker').replaceChildren(
    ...state.flags.map((flag) => {
      const box = dom.el('input', {
        type: 'checkbox',
        checked: picked.has(flag.key),
        'data-focus': `pick:${flag.key}`,
      });
      box.addEventListener('change', () => onPick(flag.key, box.checked));
      return dom.el('label', {}, [box, dom.el('code', { text: flag.key })]);
    }),
  );
}

/** Shows a flag as a column (loading what each tenant gets) or hides it. */
export async function pickColumn(
  fc: FlagsConsole,
  columns: Columns,
  key: string,
  shown: boolean,
): Promise<void> {
  if (!shown) {
    columns.picked().delete(key);
    fc.dom.rerender(() => columns.render());
    fc.feedback.say(fc.t('matrix.hidden', { key }));
    return;
  }
  columns.picked().add(key);
  await fc.feedback.run(fc.t('matrix.showLabel', { key }), async () => {
    await columns.loadColumn(key);
    fc.dom.rerender(() => columns.render());
    return fc.t('matrix.shown', { key });
  });
}
