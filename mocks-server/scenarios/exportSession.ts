import type { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioPreset } from './ScenarioPreset';

/**
 * A session's own stubs and current states as one preset, so a set-up a person reached by hand
 * can be saved into mocks-server/presets or imported into another session. Shared stubs are
 * left out: every session has them already.
 */
export function exportSession(
  engine: ScenarioEngine,
  session: string,
  name = `session-${session}`,
): ScenarioPreset {
  const active = engine.activePresets(session);
  const stubs = active.flatMap((preset) => preset.stubs);
  const own = new Set(stubs.map((stub) => stub.scenario));
  const states = Object.fromEntries(
    engine
      .scenarios(session)
      .filter((scenario) => own.has(scenario.name))
      .map((scenario) => [scenario.name, scenario.state]),
  );
  const from = active.map((preset) => preset.name).join(', ') || 'nothing';
  const description = `Exported from lab session "${session}" (active: ${from})`;
  return { name, description, stubs, states };
}
