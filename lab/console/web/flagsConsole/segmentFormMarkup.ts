import { formField } from '../shared/formField';
import type { FlagsConsole } from './FlagsConsole';

/** The segment form: name, key, included and excluded keyIds (one per line), rules as JSON. */
export function segmentFormMarkup(fc: FlagsConsole): HTMLFormElement {
  const { dom, t } = fc;
  const field = (id: string, label: string, control: HTMLElement, hint?: string) =>
    formField(dom, id, label, control, hint);
  const area = (id: string, rows: number, extra: Record<string, string> = {}) =>
    dom.el('textarea', { id, rows, spellcheck: 'false', ...extra });
  return dom.el(
    'form',
    {
      id: 'segment-form',
      class: 'editor',
      'aria-labelledby': 'segment-form-heading',
      novalidate: true,
      hidden: true,
    },
    [
      dom.el('h3', { id: 'segment-form-heading', text: t('segments.newHeading') }),
      dom.el('p', { id: 'segment-form-error', class: 'form-error', role: 'alert' }),
      field(
        'segment-name',
        t('segments.name'),
        dom.el('input', { id: 'segment-name', type: 'text', autocomplete: 'off' }),
      ),
      field(
        'segment-key',
        t('segments.key'),
        dom.el('input', {
          id: 'segment-key',
          type: 'text',
          required: true,
          autocomplete: 'off',
          spellcheck: 'false',
          'aria-describedby': 'segment-key-hint',
        }),
        t('segments.keyHint'),
      ),
      field('segment-included', t('segments.included'), area('segment-included', 4)),
      field('segment-excluded', t('segments.excluded'), area('segment-excluded', 3)),
      field(
        'segment-rules',
        t('segments.rules'),
        area('segment-rules', 6, { class: 'json', 'aria-describedby': 'segment-rules-hint' }),
        t('segments.rulesHint'),
      ),
      dom.el('div', { class: 'toolbar' }, [
        dom.el('button', { type: 'submit', id: 'segment-save', text: t('segments.create') }),
        dom.el('button', {
          type: 'button',
          id: 'segment-cancel',
          class: 'secondary',
          text: t('common.cancel'),
        }),
      ]),
    ],
  );
}
