import { FLAG_FORM_MARKUP, SEGMENTS_MARKUP } from './consoleMarkupEditors';

/**
 * The console's static body: landmarks, the status region and empty tables the script fills.
 * Static text only: every server value reaches the DOM through textContent in the script.
 */
export const CONSOLE_MARKUP = `
<header>
  <h1>Lab console: feature flags</h1>
  <p class="muted">Roll features out by tenant. Changes reach open pages live over the flag
    stream.</p>
</header>
<main>
  <p id="status" class="status" role="status" aria-live="polite">Loading flags and tenants…</p>
  <noscript><p>This console needs JavaScript.</p></noscript>

  <section aria-labelledby="live-heading">
    <h2 id="live-heading">Live</h2>
    <dl class="live">
      <div><dt>Streaming connections</dt><dd id="live-connections">–</dd></div>
      <div><dt>Insight requests (recent)</dt><dd id="live-requests">–</dd></div>
      <div><dt>Evaluation events</dt><dd id="live-evaluations">–</dd></div>
      <div><dt>Metric events</dt><dd id="live-metrics">–</dd></div>
      <div><dt>Evaluations by flag</dt><dd id="live-by-flag" class="small">–</dd></div>
    </dl>
    <p class="muted">Refreshed every 2 seconds while this tab is visible. Last refresh:
      <span id="live-updated">never</span>.</p>
  </section>

  <section aria-labelledby="flags-heading">
    <h2 id="flags-heading">Flags</h2>
    <div class="toolbar">
      <button type="button" id="new-flag" data-focus="new-flag">New flag</button>
      <button type="button" id="reload" class="secondary">Reload flags and tenants</button>
      <button type="button" id="export" class="secondary">Export definitions (JSON)</button>
      <button type="button" id="reset" class="danger">Reset flags to the definition files</button>
    </div>
${FLAG_FORM_MARKUP}
    <p class="muted">Rollout: the share of buckets served the chosen variation; everyone else gets
      the other one. Dispatch key <code>corporationId</code> keeps each tenant in one bucket; an
      empty dispatch key buckets user by user. Tenant targeting in the matrix wins over the
      rollout.</p>
    <div class="scroll">
      <table id="flags-table">
        <caption>Every flag the lab serves</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Enabled</th>
            <th scope="col">Archived</th>
            <th scope="col">Variations</th>
            <th scope="col">Actions</th>
            <th scope="col">Percentage rollout</th>
          </tr>
        </thead>
        <tbody id="flag-rows"></tbody>
      </table>
    </div>
  </section>

  <section aria-labelledby="matrix-heading">
    <h2 id="matrix-heading">Tenant matrix</h2>
    <p class="muted">Each cell targets one tenant: pick a variation to serve it to that tenant, or
      <strong>(rules)</strong> to stop targeting it. Below the choice: what the tenant gets now,
      and why.</p>
    <fieldset>
      <legend>Flags shown as columns</legend>
      <div id="matrix-picker"></div>
    </fieldset>
    <div class="scroll">
      <table id="matrix">
        <caption>Variation each tenant gets, per flag</caption>
        <thead id="matrix-head"></thead>
        <tbody id="matrix-rows"></tbody>
      </table>
    </div>
  </section>
${SEGMENTS_MARKUP}
</main>
`;
