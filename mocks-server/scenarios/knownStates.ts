import type { ScenarioStub } from './ScenarioPreset';
import { STARTED } from './ScenarioPreset';

/** Each scenario the stubs name, with 'Started' and every state they require or move to. */
export function knownStates(stubs: ScenarioStub[]): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const stub of stubs) {
    const states = known.get(stub.scenario) ?? new Set([STARTED]);
    if (stub.requiredState !== undefined) states.add(stub.requiredState);
    if (stub.newState !== undefined) states.add(stub.newState);
    known.set(stub.scenario, states);
  }
  return known;
}
