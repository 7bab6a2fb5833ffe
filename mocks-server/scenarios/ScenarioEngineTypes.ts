import type { ScenarioPreset, ScenarioStub } from './ScenarioPreset';

export interface ScenarioMatch {
  stub: ScenarioStub;
  /** The state the scenario was in when it answered, for the `X-Lab-Scenario` header. */
  state: string;
}

export interface ScenarioStatus {
  name: string;
  state: string;
  /** Every state the stubs mention, so a console can offer them. */
  states: string[];
}

export interface ScenarioEngineOptions {
  /** Presets a session can activate by name (usually loadPresets(DEFAULT_PRESETS_DIR)). */
  presets?: ScenarioPreset[];
  /** Stubs every session sees, after its own; their states are still per session. */
  stubs?: ScenarioStub[];
}
