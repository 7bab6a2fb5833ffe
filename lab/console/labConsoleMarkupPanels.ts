const table = (id: string, caption: string, columns: string[]) => `
    <div class="scroll">
      <table>
        <caption>${caption}</caption>
        <thead><tr>${columns.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
        <tbody id="${id}"></tbody>
      </table>
    </div>`;

/**
 * The live panels. Each says what changed in one polite summary line, so a screen reader hears
 * "3 faults active" rather than every row re-read each second.
 */
export const LAB_PANELS_MARKUP = `
  <section aria-labelledby="live-heading" class="live-panels">
    <h2 id="live-heading">Live</h2>
    <p class="muted">Refreshed every second while this tab is visible. Lab session:
      <code id="lab-session">none yet</code>.</p>
    <div class="toolbar">
      <button type="button" id="live-pause" class="secondary" aria-pressed="false">
        Pause live updates</button>
      <button type="button" id="live-refresh" class="secondary">Refresh now</button>
    </div>

    <section aria-labelledby="apps-heading">
      <h3 id="apps-heading">Micro-apps</h3>
      <p id="apps-summary" aria-live="polite">App not loaded.</p>
      ${table('apps-rows', 'Micro-apps in the frame', ['Name', 'Status', 'Attempts', 'Last error'])}
    </section>

    <section aria-labelledby="journal-heading">
      <h3 id="journal-heading">Journal</h3>
      <div class="filters">
        <div class="field">
          <label for="journal-filter">Method or path contains</label>
          <input type="search" id="journal-filter" autocomplete="off">
        </div>
        <div class="field">
          <label for="journal-status">Status</label>
          <select id="journal-status">
            <option value="">Any</option>
            <option value="2xx">2xx</option>
            <option value="3xx">3xx</option>
            <option value="4xx">4xx</option>
            <option value="5xx">5xx</option>
          </select>
        </div>
        <label class="field check"><input type="checkbox" id="journal-own" checked>
          Only this lab session</label>
      </div>
      <p id="journal-summary" aria-live="polite">Not loaded yet.</p>
      ${table('journal-rows', 'Latest requests, newest first', [
        'Time',
        'Method',
        'Path',
        'Status',
        'Scenario',
        'ms',
      ])}
    </section>

    <section aria-labelledby="faults-heading">
      <h3 id="faults-heading">Active faults</h3>
      <div class="toolbar">
        <button type="button" id="faults-clear" class="danger">Clear all faults</button>
      </div>
      <p id="faults-summary" aria-live="polite">Not loaded yet.</p>
      ${table('faults-rows', "This session's and global faults", [
        'Id',
        'Scope',
        'Match',
        'Fault',
        'Fired',
      ])}
    </section>

    <section aria-labelledby="scenarios-heading">
      <h3 id="scenarios-heading">Scenario states</h3>
      <div class="toolbar">
        <button type="button" id="scenarios-reset" class="secondary">
          Reset scenario states</button>
      </div>
      <p id="scenarios-summary" aria-live="polite">Not loaded yet.</p>
      ${table('scenarios-rows', 'Scenarios in this lab session', ['Scenario', 'State', 'States'])}
    </section>
  </section>
`;
