import type { MicroAppDescriptor } from '../data/types';

/** The sourceType of the lab's sample remote component (labResources.ts serves a resource of it). */
export const LAB_CAR_QUOTA_SOURCE_TYPE = 'LAB_CAR_QUOTA';

export const LAB_PARTNER_BUNDLE = 'partner-components.js';

/**
 * A partner's COMPONENT bundle as the registry lists it (docs/lab.md descriptor). Idle priority: it
 * has loaded well before anyone taps the resource, and the shell waits for it otherwise.
 */
export const labPartnerDescriptor: MicroAppDescriptor = {
  name: 'lab-partner-components',
  uuid: '00000000-0000-4000-8000-lab-partner',
  version: '0.0.0-lab',
  type: 'COMPONENT',
  bundleUrl: `/lab-bundles/${LAB_PARTNER_BUNDLE}`,
  priority: 2,
  entry: 'default',
  dependencies: [],
  params: {},
};

/**
 * The bundle: plain ES5 served as is, built on the shell's shared surface (React, the UI kit, the
 * locale) like any module bundle, so it never carries a React of its own. It exports
 * `resourceComponents` (src/microfrontend/findResourceComponent.ts): the car quota card, which
 * reads the quota from the resource's `data` and closes on its own button.
 */
export function labPartnerBundleSource(): string {
  return `(function () {
  var shared = window.__expenseShared;
  var React = shared.react;
  var ui = shared['@shell/ui'];
  var i18n = shared['@shell/i18n'];
  var h = React.createElement;
  var WORDS = {
    'zh-CN': { used: '本月已用', total: '本月额度', left: '剩余', done: '知道了', unit: ' 元' },
    'en-US': { used: 'Used this month', total: 'Monthly quota', left: 'Left', done: 'Got it', unit: ' CNY' }
  };
  function amount(value, words) {
    return (typeof value === 'number' && isFinite(value) ? value.toFixed(2) : '—') + words.unit;
  }
  function CarQuota(props) {
    var words = WORDS[i18n.useLocale()] || WORDS['zh-CN'];
    var data = (props.resource && props.resource.data) || {};
    var left = typeof data.total === 'number' && typeof data.used === 'number' ? data.total - data.used : null;
    return h('section', { 'data-lab-bundle': 'lab-partner-components' },
      h(ui.Descriptions, { items: [
        { label: words.total, value: amount(data.total, words) },
        { label: words.used, value: amount(data.used, words) },
        { label: words.left, value: amount(left, words) }
      ] }),
      h('p', null, h(ui.Button, { variant: 'primary', onClick: props.close }, words.done)));
  }
  var modules = (window.__expenseModules = window.__expenseModules || {});
  modules[${JSON.stringify(labPartnerDescriptor.name)}] = {
    resourceComponents: { ${LAB_CAR_QUOTA_SOURCE_TYPE}: CarQuota }
  };
})();
`;
}
