import { plural } from '../shared/i18n';
import { isRecord, itemsOf, text } from '../shared/text';
import type { LabConsole } from './LabConsole';
import { panelTable } from './panelTable';

const scenarioPath = (name: string) => `/__lab/scenarios/${encodeURIComponent(name)}`;
const presetPath = (name: string) => `/__lab/scenarios/presets/${encodeURIComponent(name)}`;

/**
 * The frame's scenarios: each one's state, changeable from a select (PUT …/:name/state), reset
 * all; and every preset with Activate or Deactivate for the frame's session.
 */
export class ScenariosPanel {
  readonly element: HTMLElement;
  private active: string[] = [];
  private presets: Array<{ name: string; description: string }> = [];

  constructor(private readonly lab: LabConsole) {
    const { dom, t } = lab;
    const reset = dom.el('button', {
      type: 'button',
      id: 'scenarios-reset',
      class: 'secondary',
      text: t('scenarios.reset'),
    });
    reset.addEventListener('click', () => this.reset());
    this.element = dom.el('section', { id: 'panel-scenarios', class: 'panel' }, [
      dom.el('h2', { id: 'scenarios-heading', text: t('scenarios.heading') }),
      dom.el('div', { class: 'toolbar' }, [reset]),
      dom.el('p', { id: 'scenarios-summary', 'aria-live': 'polite', text: t('common.notLoaded') }),
      panelTable(dom, 'scenarios-rows', t('scenarios.caption'), [
        t('scenarios.scenario'),
        t('scenarios.state'),
        t('scenarios.states'),
      ]),
      dom.el('h3', { id: 'presets-heading', text: t('scenarios.presetsHeading') }),
      panelTable(dom, 'presets-rows', t('scenarios.presetsCaption'), [
        t('scenarios.preset'),
        t('scenarios.description'),
        t('scenarios.actions'),
      ]),
    ]);
  }

  async refresh(): Promise<void> {
    this.render(await this.lab.api.call('GET', '/__lab/scenarios'));
  }

  /** The presets the lab offers: loaded with the pickers, listed with their state here. */
  setPresets(presets: Array<Record<string, unknown>>): void {
    this.presets = presets.map((p) => ({ name: text(p.name), description: text(p.description) }));
    this.renderPresets();
  }

  private render(data: unknown): void {
    const { dom, t } = this.lab;
    const items = itemsOf(data, 'GET /__lab/scenarios');
    const record = isRecord(data) ? data : {};
    const active = Array.isArray(record.active) ? record.active.map(text) : [];
    const rows = items.map((s) => ({
      name: text(s.name),
      state: text(s.state),
      states: Array.isArray(s.states) ? s.states.map(text) : [],
    }));
    const session = text(record.session) || 'default';
    if (!this.lab.changed('scenarios', [session, active, rows, this.presets.length])) return;
    this.active = active;
    dom.byId('lab-session').textContent = session;
    dom.byId('scenarios-summary').textContent = t('scenarios.summary', {
      scenarios: plural(t, 'scenarios.count', rows.length),
      active: active.length === 0 ? t('common.noneLower') : active.join(', '),
    });
    dom.rerender(() => {
      dom.byId('scenarios-rows').replaceChildren(...rows.map((row) => this.row(row)));
      this.renderPresets();
    });
  }

  private row(row: { name: string; state: string; states: string[] }): HTMLTableRowElement {
    const { dom, t } = this.lab;
    const id = `scenario-state-${row.name}`;
    const select = dom.el(
      'select',
      {
        id,
        'aria-label': t('scenarios.stateOf', { name: row.name }),
        'data-focus': `state:${row.name}`,
      },
      row.states.map((state) =>
        dom.el('option', { value: state, selected: state === row.state, text: state }),
      ),
    );
    select.addEventListener('change', () => this.setState(row.name, select.value));
    return dom.el('tr', {}, [
      dom.el('th', { scope: 'row', text: row.name }),
      dom.el('td', { 'data-state': row.state }, [select]),
      dom.el('td', { text: row.states.join(', ') }),
    ]);
  }

  private renderPresets(): void {
    const { dom, t } = this.lab;
    dom.byId('presets-rows').replaceChildren(
      ...this.presets.map((preset) => {
        const isActive = this.active.includes(preset.name);
        const button = dom.el(
          'button',
          {
            type: 'button',
            class: isActive ? 'secondary small' : 'small',
            'data-focus': `preset:${preset.name}`,
          },
          [
            t(isActive ? 'scenarios.deactivate' : 'scenarios.activate'),
            dom.hidden(` ${preset.name}`),
          ],
        );
        button.addEventListener('click', () => this.togglePreset(preset.name, isActive));
        return dom.el('tr', { 'data-active': String(isActive) }, [
          dom.el('th', { scope: 'row', text: preset.name }),
          dom.el('td', { text: preset.description }),
          dom.el('td', {}, [button]),
        ]);
      }),
    );
  }

  private setState(name: string, state: string): void {
    const { lab } = this;
    void lab.feedback.act(lab.t('scenarios.setLabel', { name, state }), 'scenarios', async () => {
      await lab.beforeLabAction();
      this.render(await lab.api.call('PUT', `${scenarioPath(name)}/state`, { state }));
      return lab.t('scenarios.stateSet', { name, state });
    });
  }

  private togglePreset(name: string, isActive: boolean): void {
    const { lab } = this;
    const label = lab.t(isActive ? 'scenarios.deactivateLabel' : 'scenarios.activateLabel', {
      name,
    });
    void lab.feedback.act(label, 'scenarios', async () => {
      await lab.beforeLabAction();
      const path = isActive ? presetPath(name) : `${presetPath(name)}/activate`;
      this.render(await lab.api.call(isActive ? 'DELETE' : 'POST', path));
      return lab.t(isActive ? 'scenarios.deactivated' : 'scenarios.activated', { name });
    });
  }

  private reset(): void {
    const { lab } = this;
    void lab.feedback.act(lab.t('scenarios.resetLabel'), 'scenarios', async () => {
      this.render(await lab.api.call('POST', '/__lab/scenarios/reset'));
      return lab.t('scenarios.wasReset');
    });
  }
}
