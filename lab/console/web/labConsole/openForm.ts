import { text } from '../shared/text';
import type { Item, LabConsole } from './LabConsole';

export interface Pickers {
  host: HTMLSelectElement;
  tenant: HTMLSelectElement;
  staff: HTMLSelectElement;
  scenario: HTMLSelectElement;
}

type Option = { value: string; text: string };

export const tenantLabel = (t: Item): string => `${text(t.name)} (${text(t.corporationId)})`;

/** Fills a select, keeping the wanted value when it is still offered, else the first option. */
export function fillSelect(
  lab: LabConsole,
  select: HTMLSelectElement,
  options: Option[],
  wanted: string,
  emptyText: string,
): void {
  const list = options.length > 0 ? options : [{ value: '', text: emptyText }];
  select.replaceChildren(
    ...list.map((o) => lab.dom.el('option', { value: o.value, text: o.text })),
  );
  select.value = list.some((o) => o.value === wanted) ? wanted : list[0].value;
}

function radioGroup(
  lab: LabConsole,
  name: string,
  legend: string,
  values: Array<[string, string]>,
) {
  const { dom } = lab;
  return dom.el('fieldset', {}, [
    dom.el('legend', { text: legend }),
    ...values.map(([value, label], index) =>
      dom.el('label', {}, [
        dom.el('input', {
          type: 'radio',
          id: `${name}-${value}`,
          name,
          value,
          checked: index === 0,
        }),
        ` ${label}`,
      ]),
    ),
  ]);
}

function picker(lab: LabConsole, id: string, label: string, describedBy?: string) {
  const { dom } = lab;
  const select = dom.el('select', { id, 'aria-describedby': describedBy });
  const field = dom.el('div', { class: 'field' }, [
    dom.el('label', { for: id, text: label }),
    select,
    describedBy ? dom.el('span', { id: describedBy, class: 'hint' }) : null,
  ]);
  return { select, field };
}

/** The open form: host, tenant, user, scenario, host mode and frame, then Open. */
export function openFormMarkup(lab: LabConsole): { form: HTMLFormElement; pickers: Pickers } {
  const { dom, t } = lab;
  const host = picker(lab, 'pick-host', t('open.host'), 'host-description');
  const tenant = picker(lab, 'pick-tenant', t('open.tenant'));
  const staff = picker(lab, 'pick-staff', t('open.user'));
  const scenario = picker(lab, 'pick-scenario', t('open.scenario'), 'scenario-description');
  const form = dom.el('form', { id: 'open-form', novalidate: true }, [
    dom.el('fieldset', {}, [
      dom.el('legend', { text: t('open.who') }),
      dom.el('div', { class: 'pickers' }, [host.field, tenant.field, staff.field, scenario.field]),
    ]),
    radioGroup(lab, 'mode', t('open.mode'), [
      ['normal', t('open.modeNormal')],
      ['not-in-host', t('open.modeNotInHost')],
      ['hang', t('open.modeHang')],
    ]),
    radioGroup(lab, 'device', t('open.frame'), [
      ['phone', t('open.phone')],
      ['desktop', t('open.desktop')],
    ]),
    dom.el('div', { class: 'toolbar' }, [
      dom.el('button', { type: 'submit', id: 'open-app', text: t('open.open') }),
      dom.el('a', {
        id: 'open-new-tab',
        class: 'button-link',
        target: '_blank',
        rel: 'noopener',
        text: t('open.newTab'),
      }),
      dom.el('button', {
        type: 'button',
        id: 'copy-console-link',
        class: 'secondary',
        text: t('open.copyLink'),
      }),
    ]),
  ]);
  const pickers = {
    host: host.select,
    tenant: tenant.select,
    staff: staff.select,
    scenario: scenario.select,
  };
  return { form, pickers };
}
