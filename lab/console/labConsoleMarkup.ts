import { LAB_PANELS_MARKUP } from './labConsoleMarkupPanels';

const radio = (name: string, value: string, label: string, checked = false) => {
  const attributes = `id="${name}-${value}" name="${name}" value="${value}"`;
  return `<label><input type="radio" ${attributes}${checked ? ' checked' : ''}> ${label}</label>`;
};

/**
 * The lab console's static body: a skip link, landmarks, the status and alert regions, the
 * open form, the frame and the panels the script fills. Static text only: every server value
 * reaches the DOM through textContent in the script.
 */
export const LAB_CONSOLE_MARKUP = `
<a class="skip-link" href="#main">Skip to the console</a>
<header>
  <h1>Lab console</h1>
  <nav aria-label="Lab pages">
    <p class="muted">Open the app as a host would, then watch it. Flags in detail:
      <a href="/__lab/console/flags">flag console</a>.</p>
  </nav>
</header>
<main id="main" tabindex="-1">
  <p id="status" class="status" role="status" aria-live="polite">Loading hosts, tenants and
    scenarios…</p>
  <div id="lab-alerts" class="alerts" role="alert"></div>
  <noscript><p>This console needs JavaScript.</p></noscript>

  <section aria-labelledby="open-heading">
    <h2 id="open-heading">Open the app</h2>
    <form id="open-form" novalidate>
      <fieldset>
        <legend>Who, where and what</legend>
        <div class="pickers">
          <div class="field">
            <label for="pick-host">Host</label>
            <select id="pick-host" aria-describedby="host-description"></select>
            <span id="host-description" class="hint"></span>
          </div>
          <div class="field">
            <label for="pick-tenant">Tenant</label>
            <select id="pick-tenant"></select>
          </div>
          <div class="field">
            <label for="pick-staff">User</label>
            <select id="pick-staff"></select>
          </div>
          <div class="field">
            <label for="pick-scenario">Scenario</label>
            <select id="pick-scenario" aria-describedby="scenario-description"></select>
            <span id="scenario-description" class="hint"></span>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>Host mode</legend>
        ${radio('mode', 'normal', 'Normal', true)}
        ${radio('mode', 'not-in-host', 'Not in the host')}
        ${radio('mode', 'hang', 'Host SDK hangs')}
      </fieldset>
      <fieldset>
        <legend>Frame</legend>
        ${radio('device', 'phone', 'Phone (390 × 844)', true)}
        ${radio('device', 'desktop', 'Desktop (1280 × 800)')}
      </fieldset>
      <div class="toolbar">
        <button type="submit" id="open-app">Open</button>
        <a id="open-new-tab" class="button-link" target="_blank" rel="noopener">
          Open in new tab</a>
      </div>
    </form>
    <p id="frame-note" class="muted">Nothing opened yet.</p>
    <div class="scroll">
      <div id="device" class="device device-phone" hidden>
        <iframe id="lab-app-frame" title="App, not opened yet" width="390" height="844"></iframe>
      </div>
    </div>
  </section>

  <section aria-labelledby="flags-heading">
    <h2 id="flags-heading">Flags for the chosen tenant</h2>
    <p class="muted">Target the tenant with a variation, or choose <strong>(rules)</strong> to
      let the flag's rules decide. Open pages get the change live.</p>
    <div class="toolbar">
      <button type="button" id="flags-reload" class="secondary">Reload flags</button>
    </div>
    <p id="flags-summary" class="muted" aria-live="polite">No tenant chosen.</p>
    <div id="tenant-flags" class="tenant-flags"></div>
  </section>
${LAB_PANELS_MARKUP}
</main>
`;
