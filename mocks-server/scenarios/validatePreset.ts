import { asRecord, asString, asStringMap, NAME, STATE } from './asRecord';
import type { ScenarioPreset } from './ScenarioPreset';
import { badPreset } from './ScenarioError';
import { validateStub } from './validateStub';

const PRESET_FIELDS = ['name', 'description', 'stubs', 'states', 'extraStates'];

/**
 * Turns untrusted JSON (a file, an import body) into a preset or throws a ScenarioError whose
 * message points at the field, e.g. `stubs[1].response.status: must be an integer …`.
 */
export function validatePreset(value: unknown): ScenarioPreset {
  const raw = asRecord(value, 'preset', PRESET_FIELDS);
  const name = asString(raw.name, 'name', NAME);
  const description = asString(raw.description, 'description');
  if (!Array.isArray(raw.stubs) || raw.stubs.length === 0) {
    throw badPreset('stubs: must be a non-empty array of stubs');
  }
  const stubs = raw.stubs.map((stub, index) => validateStub(stub, `stubs[${index}]`));
  const preset: ScenarioPreset = { name, description, stubs };
  const states = asStringMap(raw.states, 'states');
  if (states) {
    const scenarios = new Set(stubs.map((stub) => stub.scenario));
    for (const [scenario, state] of Object.entries(states)) {
      // A state for a scenario no stub uses is almost always a misspelt scenario name.
      if (!scenarios.has(scenario)) {
        throw badPreset(`states.${scenario}: no stub in this preset belongs to that scenario`);
      }
      asString(state, `states.${scenario}`, STATE);
    }
    preset.states = states;
  }
  const extra = extraStatesOf(raw.extraStates, new Set(stubs.map((stub) => stub.scenario)));
  if (extra) preset.extraStates = extra;
  return preset;
}

function extraStatesOf(
  value: unknown,
  scenarios: Set<string>,
): Record<string, string[]> | undefined {
  if (value === undefined) return undefined;
  const raw = asRecord(value, 'extraStates', [...scenarios]);
  const extra: Record<string, string[]> = {};
  for (const [scenario, states] of Object.entries(raw)) {
    const where = `extraStates.${scenario}`;
    if (!Array.isArray(states)) throw badPreset(`${where}: must be an array of states`);
    extra[scenario] = states.map((state, index) => asString(state, `${where}[${index}]`, STATE));
  }
  return extra;
}
