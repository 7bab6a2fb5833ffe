import { formField } from '../shared/formField';
import type { FlagsConsole } from './FlagsConsole';

/** The "who gets what" form: targeted tenants, percentage rollout, result, save or schedule. */
export function rolloutMarkup(fc: FlagsConsole): HTMLFormElement {
  const { dom, t } = fc;
  const field = (id: string, label: string, control: HTMLElement, hint?: string) =>
    formField(dom, id, label, control, hint);
  return dom.el(
    'form',
    {
      id: 'rollout-form',
      class: 'editor',
      'aria-labelledby': 'rollout-heading',
      novalidate: true,
      hidden: true,
    },
    [
      dom.el('h3', { id: 'rollout-heading' }),
      dom.el('p', { id: 'rollout-error', class: 'form-error', role: 'alert' }),
      dom.el('fieldset', {}, [
        dom.el('legend', { text: t('rollout.targetsLegend') }),
        dom.el('div', { id: 'rollout-targets' }),
      ]),
      dom.el('fieldset', {}, [
        dom.el('legend', { text: t('rollout.percentLegend') }),
        dom.el('div', { class: 'pickers' }, [
          field(
            'rollout-percent',
            t('rollout.percent'),
            dom.el('input', {
              id: 'rollout-percent',
              type: 'number',
              min: 0,
              max: 100,
              step: 'any',
            }),
          ),
          field('rollout-serve', t('rollout.serve'), dom.el('select', { id: 'rollout-serve' })),
          field('rollout-other', t('rollout.other'), dom.el('select', { id: 'rollout-other' })),
          field(
            'rollout-dispatch',
            t('rollout.dispatch'),
            dom.el('input', {
              id: 'rollout-dispatch',
              type: 'text',
              autocomplete: 'off',
              spellcheck: 'false',
              'aria-describedby': 'rollout-dispatch-hint',
            }),
            t('rollout.dispatchHint'),
          ),
        ]),
      ]),
      dom.el('div', { class: 'scroll' }, [
        dom.el('table', {}, [
          dom.el('caption', { text: t('rollout.resultCaption') }),
          dom.el('thead', {}, [
            dom.el(
              'tr',
              {},
              [t('review.tenant'), t('rollout.gets'), t('rollout.why')].map((c) =>
                dom.el('th', { scope: 'col', text: c }),
              ),
            ),
          ]),
          dom.el('tbody', { id: 'rollout-result', 'aria-live': 'polite' }),
        ]),
      ]),
      dom.el('div', { class: 'toolbar' }, [
        dom.el('button', { type: 'submit', id: 'rollout-save', text: t('rollout.save') }),
        dom.el('button', {
          type: 'button',
          id: 'rollout-cancel',
          class: 'secondary',
          text: t('common.cancel'),
        }),
      ]),
      dom.el('fieldset', {}, [
        dom.el('legend', { text: t('rollout.scheduleLegend') }),
        dom.el('div', { class: 'pickers' }, [
          field(
            'rollout-at',
            t('rollout.at'),
            dom.el('input', { id: 'rollout-at', type: 'datetime-local' }),
          ),
          field(
            'rollout-note',
            t('rollout.note'),
            dom.el('input', { id: 'rollout-note', type: 'text', autocomplete: 'off' }),
          ),
        ]),
        dom.el('button', {
          type: 'button',
          id: 'rollout-schedule',
          class: 'secondary',
          text: t('rollout.schedule'),
        }),
      ]),
    ],
  );
}
