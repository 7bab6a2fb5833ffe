/**
 * The console's editors: the flag form (new and edit) and the segments section with its form.
 * Static text only, hidden until opened; the script fills the variation rows and the lists.
 * Both forms use novalidate: the script checks them and explains in their role="alert" element.
 */
export const FLAG_FORM_MARKUP = `
    <form id="flag-form" class="editor" aria-labelledby="flag-form-heading" novalidate hidden>
      <h3 id="flag-form-heading">New flag</h3>
      <p id="flag-form-error" class="form-error" role="alert"></p>
      <div class="field">
        <label for="flag-key">Key</label>
        <input id="flag-key" type="text" required autocomplete="off" spellcheck="false"
          aria-describedby="flag-key-hint">
        <span id="flag-key-hint" class="hint">Letters, digits, dot, underscore and hyphen only,
          e.g. <code>module-reports</code>. Fixed once the flag exists.</span>
      </div>
      <div class="field">
        <label for="flag-name">Name</label>
        <input id="flag-name" type="text" autocomplete="off">
      </div>
      <div class="field">
        <label for="flag-description">Description</label>
        <textarea id="flag-description" rows="2"></textarea>
      </div>
      <div class="field">
        <label for="flag-type">Type</label>
        <select id="flag-type">
          <option value="boolean">boolean</option>
          <option value="string">string</option>
          <option value="number">number</option>
          <option value="json">json</option>
        </select>
      </div>
      <table class="variations">
        <caption>Variations</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody id="flag-variation-rows"></tbody>
      </table>
      <p><button type="button" id="flag-add-variation" class="secondary"
        data-focus="add-variation">Add variation</button></p>
      <div class="field">
        <label for="flag-disabled">Served when disabled</label>
        <select id="flag-disabled"></select>
      </div>
      <div class="field">
        <label for="flag-default">Default variation (fallthrough)</label>
        <select id="flag-default"></select>
      </div>
      <div class="field check">
        <input id="flag-enabled" type="checkbox">
        <label for="flag-enabled">Enabled (otherwise everyone gets the disabled variation)</label>
      </div>
      <div class="field" id="flag-json-field" hidden>
        <label for="flag-json">Advanced (JSON)</label>
        <textarea id="flag-json" class="json" rows="12" spellcheck="false"
          aria-describedby="flag-json-hint"></textarea>
        <span id="flag-json-hint" class="hint">The whole flag, for rules and targeting. The
          fields above win over the same fields here.</span>
      </div>
      <div class="toolbar">
        <button type="submit" id="flag-save">Create flag</button>
        <button type="button" id="flag-cancel" class="secondary">Cancel</button>
      </div>
    </form>
`;

export const SEGMENTS_MARKUP = `
  <section aria-labelledby="segments-heading">
    <h2 id="segments-heading">Segments</h2>
    <div class="toolbar">
      <button type="button" id="new-segment" data-focus="new-segment">New segment</button>
    </div>
    <form id="segment-form" class="editor" aria-labelledby="segment-form-heading" novalidate
      hidden>
      <h3 id="segment-form-heading">New segment</h3>
      <p id="segment-form-error" class="form-error" role="alert"></p>
      <div class="field">
        <label for="segment-name">Name</label>
        <input id="segment-name" type="text" autocomplete="off">
      </div>
      <div class="field">
        <label for="segment-key">Key</label>
        <input id="segment-key" type="text" required autocomplete="off" spellcheck="false"
          aria-describedby="segment-key-hint">
        <span id="segment-key-hint" class="hint">Letters, digits, dot, underscore and hyphen
          only.</span>
      </div>
      <div class="field">
        <label for="segment-included">Included keyIds (one per line)</label>
        <textarea id="segment-included" rows="4" spellcheck="false"></textarea>
      </div>
      <div class="field">
        <label for="segment-excluded">Excluded keyIds (one per line)</label>
        <textarea id="segment-excluded" rows="3" spellcheck="false"></textarea>
      </div>
      <div class="field">
        <label for="segment-rules">Advanced (JSON): rules</label>
        <textarea id="segment-rules" class="json" rows="6" spellcheck="false"
          aria-describedby="segment-rules-hint"></textarea>
        <span id="segment-rules-hint" class="hint">A JSON array of FeatBit segment rules, e.g.
          <code>[{"name": "EU", "conditions": [{"property": "country", "op": "IsOneOf",
          "value": "[\\"FR\\"]"}]}]</code>.</span>
      </div>
      <div class="toolbar">
        <button type="submit" id="segment-save">Create segment</button>
        <button type="button" id="segment-cancel" class="secondary">Cancel</button>
      </div>
    </form>
    <div class="scroll">
      <table id="segments-table">
        <caption>Every segment the lab serves</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Included</th>
            <th scope="col">Excluded</th>
            <th scope="col">Rules</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody id="segment-rows"></tbody>
      </table>
    </div>
  </section>
`;
