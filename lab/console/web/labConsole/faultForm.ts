import type { Dom } from '../shared/Dom';
import { formField } from '../shared/formField';
import type { MessageKey, Translate } from '../shared/i18n';

/** Each fault type of the catalogue with the numbers it needs (and their defaults). */
export const FAULT_KINDS: Record<string, Array<[string, number]>> = {
  'latency-fixed': [['ms', 800]],
  'latency-uniform': [
    ['minMs', 200],
    ['maxMs', 1500],
  ],
  'latency-jitter': [
    ['ms', 500],
    ['jitterMs', 200],
  ],
  status: [['status', 500]],
  reset: [],
  empty: [],
  'malformed-json': [],
  truncate: [['afterBytes', 100]],
  dribble: [
    ['bytesPerChunk', 64],
    ['intervalMs', 200],
  ],
  hang: [],
};

export interface FaultFormValues {
  path: string;
  method: string;
  kind: string;
  numbers: Record<string, number>;
  times: number;
  scope: string;
}

/** The body POST /__lab/faults takes for what the form holds. */
export function faultDefinition(values: FaultFormValues): Record<string, unknown> {
  const { kind, numbers } = values;
  const fault: Record<string, unknown> = kind.startsWith('latency-')
    ? { type: 'latency', kind: kind.slice('latency-'.length) }
    : { type: kind };
  for (const [name] of FAULT_KINDS[kind] ?? []) fault[name] = numbers[name];
  return {
    match: { path: values.path, ...(values.method === '' ? {} : { method: values.method }) },
    scope: values.scope,
    fault,
    fire: values.times > 0 ? { mode: 'times', n: values.times } : { mode: 'always' },
  };
}

const field = formField;

/** The add-a-fault form: match, fault type, its numbers, how often, and whose. */
export function faultFormMarkup(dom: Dom, t: Translate): HTMLFormElement {
  const select = (id: string, options: Array<[string, string]>) =>
    dom.el(
      'select',
      { id },
      options.map(([value, label]) => dom.el('option', { value, text: label })),
    );
  const methods = ['', 'GET', 'POST', 'PUT', 'DELETE'].map((m): [string, string] => [
    m,
    m === '' ? t('faults.anyMethod') : m,
  ]);
  const kinds = Object.keys(FAULT_KINDS).map((kind): [string, string] => [
    kind,
    t(`faults.kinds.${kind}` as MessageKey),
  ]);
  const numbers = Object.values(FAULT_KINDS)
    .flat()
    .filter(([name], index, all) => all.findIndex(([other]) => other === name) === index)
    .map(([name, value]) =>
      field(
        dom,
        `fault-${name}`,
        t(`faults.numbers.${name}` as MessageKey),
        dom.el('input', {
          id: `fault-${name}`,
          type: 'number',
          min: 0,
          value,
          'data-number': name,
        }),
      ),
    );
  return dom.el(
    'form',
    {
      id: 'fault-form',
      class: 'editor',
      novalidate: true,
      'aria-labelledby': 'fault-form-heading',
    },
    [
      dom.el('h3', { id: 'fault-form-heading', text: t('faults.addHeading') }),
      dom.el('p', { id: 'fault-form-error', class: 'form-error', role: 'alert' }),
      dom.el('div', { class: 'pickers' }, [
        field(
          dom,
          'fault-path',
          t('faults.path'),
          dom.el('input', {
            id: 'fault-path',
            type: 'text',
            required: true,
            autocomplete: 'off',
            spellcheck: 'false',
            'aria-describedby': 'fault-path-hint',
          }),
          t('faults.pathHint'),
        ),
        field(dom, 'fault-method', t('faults.method'), select('fault-method', methods)),
        field(dom, 'fault-kind', t('faults.kind'), select('fault-kind', kinds)),
        ...numbers,
        field(
          dom,
          'fault-times',
          t('faults.times'),
          dom.el('input', {
            id: 'fault-times',
            type: 'number',
            min: 0,
            value: 0,
            'aria-describedby': 'fault-times-hint',
          }),
          t('faults.timesHint'),
        ),
        field(
          dom,
          'fault-scope',
          t('faults.scope'),
          select('fault-scope', [
            ['session', t('faults.scopeSession')],
            ['global', t('faults.scopeGlobal')],
          ]),
        ),
      ]),
      dom.el('div', { class: 'toolbar' }, [
        dom.el('button', { type: 'submit', id: 'fault-add', text: t('faults.add') }),
      ]),
    ],
  );
}
