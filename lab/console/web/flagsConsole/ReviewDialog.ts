import { variationLabel } from '../shared/flagModel';
import { plural } from '../shared/i18n';
import type { FlagsConsole } from './FlagsConsole';
import type { TenantChange } from './tenantChanges';

export interface Review {
  title: string;
  changes: TenantChange[];
  /** Set when the change turns a module off for everyone: the key must be typed to confirm. */
  typeToConfirm: string | null;
}

/**
 * The review before a change that affects more than one tenant: per tenant, what it gets before
 * and after (which tenants gain or lose which variation), then Confirm or Cancel. A modal
 * <dialog>, so focus stays in it and Escape cancels; focus returns where it was.
 */
export function reviewChange(fc: FlagsConsole, review: Review): Promise<boolean> {
  const { dom, t } = fc;
  const opener = dom.doc.activeElement as HTMLElement | null;
  const label = (flagKey: string, cell: TenantChange['before']) => {
    const variation = fc.flag(flagKey)?.variations.find((v) => v.id === cell.variationId);
    return variation
      ? variationLabel(variation)
      : cell.variationId === null
        ? t('review.nothing')
        : cell.variationId;
  };
  const rows = review.changes.map((change) =>
    dom.el('tr', {}, [
      dom.el('th', { scope: 'row', text: fc.tenantLabel(change.tenant) }),
      dom.el('td', {}, [dom.el('code', { text: change.flagKey })]),
      dom.el('td', { text: label(change.flagKey, change.before) }),
      dom.el('td', { text: label(change.flagKey, change.after) }),
    ]),
  );
  const typed = dom.el('input', {
    id: 'review-type-key',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'review-type-hint',
  });
  const problem = dom.el('p', { id: 'review-problem', class: 'form-error', role: 'alert' });
  const confirm = dom.el('button', {
    type: 'submit',
    value: 'confirm',
    id: 'review-confirm',
    class: review.typeToConfirm ? 'danger' : '',
    text: t('review.confirm'),
  });
  const cancel = dom.el('button', {
    type: 'button',
    id: 'review-cancel',
    class: 'secondary',
    text: t('common.cancel'),
  });
  const form = dom.el('form', { method: 'dialog' }, [
    dom.el('h2', { id: 'review-heading', text: review.title }),
    dom.el('p', {
      id: 'review-summary',
      text: t('review.summary', {
        tenants: plural(
          t,
          'review.tenants',
          new Set(review.changes.map((c) => c.tenant.corporationId)).size,
        ),
      }),
    }),
    dom.el('div', { class: 'scroll' }, [
      dom.el('table', {}, [
        dom.el('caption', { text: t('review.caption') }),
        dom.el('thead', {}, [
          dom.el(
            'tr',
            {},
            [t('review.tenant'), t('review.flag'), t('review.before'), t('review.after')].map((c) =>
              dom.el('th', { scope: 'col', text: c }),
            ),
          ),
        ]),
        dom.el('tbody', {}, rows),
      ]),
    ]),
    review.typeToConfirm
      ? dom.el('div', { class: 'field' }, [
          dom.el('label', {
            for: 'review-type-key',
            text: t('review.typeKey', { key: review.typeToConfirm }),
          }),
          typed,
          dom.el('span', { id: 'review-type-hint', class: 'hint', text: t('review.typeHint') }),
        ])
      : null,
    problem,
    dom.el('div', { class: 'toolbar' }, [confirm, cancel]),
  ]);
  const dialog = dom.el(
    'dialog',
    {
      id: 'review-dialog',
      'aria-labelledby': 'review-heading',
      'aria-describedby': 'review-summary',
    },
    [form],
  );
  dom.doc.body.append(dialog);
  return new Promise<boolean>((resolve) => {
    const finish = (answer: boolean) => {
      dialog.remove();
      opener?.focus();
      resolve(answer);
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (review.typeToConfirm && typed.value.trim() !== review.typeToConfirm) {
        problem.textContent = t('review.typeMismatch', { key: review.typeToConfirm });
        typed.setAttribute('aria-invalid', 'true');
        typed.focus();
        return;
      }
      finish(true);
    });
    cancel.addEventListener('click', () => finish(false));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (review.typeToConfirm ? typed : cancel).focus();
  });
}
