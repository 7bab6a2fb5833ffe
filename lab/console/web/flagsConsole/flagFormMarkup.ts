import type { FlagsConsole } from './FlagsConsole';

/**
 * The flag form (new and edit), hidden until opened; the variation rows and the two selects are
 * filled by FlagForm. novalidate: the console checks it and explains in its role="alert".
 */
export function flagFormMarkup(fc: FlagsConsole): HTMLFormElement {
  const { dom, t } = fc;
  const field = (id: string, label: string, control: HTMLElement, hint?: HTMLElement) =>
    dom.el('div', { class: 'field', id: `${id}-field` }, [
      dom.el('label', { for: id, text: label }),
      control,
      hint ?? null,
    ]);
  const hint = (id: string, text: string) => dom.el('span', { id, class: 'hint', text });
  const type = dom.el(
    'select',
    { id: 'flag-type' },
    ['boolean', 'string', 'number', 'json'].map((v) => dom.el('option', { value: v, text: v })),
  );
  return dom.el(
    'form',
    {
      id: 'flag-form',
      class: 'editor',
      'aria-labelledby': 'flag-form-heading',
      novalidate: true,
      hidden: true,
    },
    [
      dom.el('h3', { id: 'flag-form-heading', text: t('flagForm.newHeading') }),
      dom.el('p', { id: 'flag-form-error', class: 'form-error', role: 'alert' }),
      field(
        'flag-key',
        t('flagForm.key'),
        dom.el('input', {
          id: 'flag-key',
          type: 'text',
          required: true,
          autocomplete: 'off',
          spellcheck: 'false',
          'aria-describedby': 'flag-key-hint',
        }),
        hint('flag-key-hint', t('flagForm.keyHint')),
      ),
      field(
        'flag-name',
        t('flagForm.name'),
        dom.el('input', { id: 'flag-name', type: 'text', autocomplete: 'off' }),
      ),
      field(
        'flag-description',
        t('flagForm.description'),
        dom.el('textarea', { id: 'flag-description', rows: 2 }),
      ),
      field('flag-type', t('flagForm.type'), type),
      dom.el('table', { class: 'variations' }, [
        dom.el('caption', { text: t('flagForm.variations') }),
        dom.el('thead', {}, [
          dom.el(
            'tr',
            {},
            [t('flagForm.id'), t('flagForm.name'), t('flagForm.value'), t('flagForm.remove')].map(
              (c) => dom.el('th', { scope: 'col', text: c }),
            ),
          ),
        ]),
        dom.el('tbody', { id: 'flag-variation-rows' }),
      ]),
      dom.el('p', {}, [
        dom.el('button', {
          type: 'button',
          id: 'flag-add-variation',
          class: 'secondary',
          'data-focus': 'add-variation',
          text: t('flagForm.addVariation'),
        }),
      ]),
      field(
        'flag-disabled',
        t('flagForm.servedWhenDisabled'),
        dom.el('select', { id: 'flag-disabled' }),
      ),
      field('flag-default', t('flagForm.fallthrough'), dom.el('select', { id: 'flag-default' })),
      dom.el('div', { class: 'field check' }, [
        dom.el('input', { id: 'flag-enabled', type: 'checkbox' }),
        dom.el('label', { for: 'flag-enabled', text: t('flagForm.enabled') }),
      ]),
      dom.el('div', { class: 'field', id: 'flag-json-field', hidden: true }, [
        dom.el('label', { for: 'flag-json', text: t('flagForm.json') }),
        dom.el('textarea', {
          id: 'flag-json',
          class: 'json',
          rows: 12,
          spellcheck: 'false',
          'aria-describedby': 'flag-json-hint',
        }),
        hint('flag-json-hint', t('flagForm.jsonHint')),
      ]),
      dom.el('div', { class: 'toolbar' }, [
        dom.el('button', { type: 'submit', id: 'flag-save', text: t('flagForm.create') }),
        dom.el('button', {
          type: 'button',
          id: 'flag-cancel',
          class: 'secondary',
          text: t('common.cancel'),
        }),
      ]),
    ],
  );
}
