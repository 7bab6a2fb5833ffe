import type { Variation } from '../shared/flagModel';
import type { FlagsConsole } from './FlagsConsole';

/** A variation row as typed, with the uid its select options use (its id may still change). */
export interface Row extends Variation {
  uid: string;
}

export const booleanRows = (): Variation[] => [
  { id: 'on', name: 'On', value: 'true' },
  { id: 'off', name: 'Off', value: 'false' },
];
const SAMPLE_VALUES: Record<string, string[]> = {
  string: ['', ''],
  number: ['0', '1'],
  json: ['{}', '[]'],
};

/**
 * The flag form's variation rows (fixed On/Off for a boolean flag, an editable list with add and
 * remove otherwise) and the two selects (served when disabled, default) that pick among the
 * rows by uid, so editing an id keeps the choice.
 */
export class FlagFormRows {
  type = 'boolean';
  /** True while editing a flag whose fallthrough is a rollout: "keep" is offered as the default. */
  keepRollout = false;
  private nextRow = 0;

  constructor(private readonly fc: FlagsConsole) {}

  read(): Row[] {
    const body = this.fc.dom.byId<HTMLTableSectionElement>('flag-variation-rows');
    return [...body.rows].map((tr) => {
      const read = (name: string) =>
        tr.querySelector<HTMLInputElement>(`[data-field="${name}"]`)?.value ?? '';
      return {
        uid: tr.dataset.row ?? '',
        id: read('id'),
        name: read('name'),
        value: read('value'),
      };
    });
  }

  render(rows: Array<Variation & { uid?: string }>): void {
    const { dom, t } = this.fc;
    const fixed = this.type === 'boolean';
    dom.byId('flag-variation-rows').replaceChildren(
      ...rows.map((row, index) => {
        const uid = row.uid ?? `row-${(this.nextRow += 1)}`;
        const n = index + 1;
        const input = (name: 'id' | 'name' | 'value', label: string, readOnly: boolean) =>
          dom.el('td', {}, [
            dom.el('input', {
              type: 'text',
              'data-field': name,
              'data-focus': `variation-${name}:${uid}`,
              value: row[name],
              readonly: readOnly,
              autocomplete: 'off',
              spellcheck: 'false',
              'aria-label': t('flagForm.ofVariation', { what: label, n }),
            }),
          ]);
        const remove = dom.el('button', { type: 'button', class: 'secondary' }, [
          t('flagForm.remove'),
          dom.hidden(` ${t('flagForm.variationN', { n })}`),
        ]);
        remove.addEventListener('click', () => this.remove(uid));
        return dom.el('tr', { 'data-row': uid }, [
          input('id', t('flagForm.id'), fixed),
          input('name', t('flagForm.name'), false),
          input('value', t('flagForm.value'), fixed),
          dom.el('td', fixed ? { text: t('flagForm.fixed') } : {}, fixed ? [] : [remove]),
        ]);
      }),
    );
    dom.byId('flag-add-variation').hidden = fixed;
  }

  uidOf(variationId: string): string {
    return this.read().find((row) => row.id === variationId)?.uid ?? '';
  }

  /** Rebuilds both selects from the rows, keeping each choice while its row exists. */
  renderSelects(disabledUid?: string, defaultUid?: string): void {
    const { dom, t } = this.fc;
    const rows = this.read();
    const byValue = (value: string) =>
      (rows.find((r) => r.value === value) ?? rows[0] ?? { uid: '' }).uid;
    const label = (row: Row) => `${row.name || row.id || t('flagForm.unnamed')} (${row.value})`;
    const fill = (
      select: HTMLSelectElement,
      chosen: string,
      fallback: string,
      extra: { value: string; text: string } | null,
    ) => {
      const options = rows.map((row) => ({ value: row.uid, text: label(row) }));
      if (extra) options.unshift(extra);
      const keep = options.some((o) => o.value === chosen) ? chosen : fallback;
      select.replaceChildren(
        ...options.map((o) =>
          dom.el('option', { value: o.value, text: o.text, selected: o.value === keep }),
        ),
      );
      select.value = keep;
    };
    const disabled = dom.byId<HTMLSelectElement>('flag-disabled');
    const fallthrough = dom.byId<HTMLSelectElement>('flag-default');
    const keep = this.keepRollout ? { value: 'keep', text: t('flagForm.keepRollout') } : null;
    fill(disabled, disabledUid ?? disabled.value, byValue('false'), null);
    fill(fallthrough, defaultUid ?? fallthrough.value, keep ? 'keep' : byValue('true'), keep);
  }

  refresh(rows: Array<Variation & { uid?: string }>, focus?: string): void {
    this.render(rows);
    this.renderSelects();
    if (focus) this.fc.dom.focusSlot(focus);
  }

  private remove(uid: string): void {
    this.refresh(
      this.read().filter((row) => row.uid !== uid),
      'add-variation',
    );
    this.fc.feedback.say(this.fc.t('flagForm.removed'));
  }

  add(): void {
    const rows = this.read();
    const ids = new Set(rows.map((row) => row.id));
    let n = rows.length + 1;
    while (ids.has(`variation-${n}`)) n += 1;
    const row = {
      uid: `row-${(this.nextRow += 1)}`,
      id: `variation-${n}`,
      name: '',
      value: (SAMPLE_VALUES[this.type] ?? [''])[0],
    };
    this.refresh([...rows, row], `variation-id:${row.uid}`);
  }

  changeType(type: string, original: Variation[] | null): void {
    const was = this.type;
    this.type = type;
    if (type === 'boolean') this.refresh(original ?? booleanRows());
    else if (was === 'boolean') {
      const sample = SAMPLE_VALUES[type] ?? ['', ''];
      this.refresh(
        sample.map((value, i) => ({
          id: `variation-${i + 1}`,
          name: this.fc.t('flagForm.variationName', { n: i + 1 }),
          value,
        })),
      );
    } else this.refresh(this.read());
  }
}
