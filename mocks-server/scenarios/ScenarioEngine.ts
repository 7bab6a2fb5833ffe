import { ListenerSet } from '../events/ListenerSet';
import { knownStates } from './knownStates';
import type { ScenarioEngineOptions, ScenarioMatch, ScenarioStatus } from './ScenarioEngineTypes';
import { matchesStub } from './matchesStub';
import type { ScenarioPreset, ScenarioRequest, ScenarioStub } from './ScenarioPreset';
import { STARTED } from './ScenarioPreset';
import { ScenarioError } from './ScenarioError';
import { validatePreset } from './validatePreset';

export type { ScenarioEngineOptions, ScenarioMatch, ScenarioStatus } from './ScenarioEngineTypes';

/** A change a person (or the API) made to a session's scenarios; recordings keep them. */
export type ScenarioChange =
  | { kind: 'state'; session: string; scenario: string; state: string }
  | { kind: 'preset'; session: string; name: string; action: 'activate' | 'deactivate' };

interface SessionSetup {
  /** Most recently activated first, so a newer preset overrides an older one. */
  active: ScenarioPreset[];
  states: Map<string, string>;
}

/**
 * WireMock-style stateful scenarios, kept apart per lab session so parallel testers and CI
 * workers never move each other's state machines.
 */
export class ScenarioEngine {
  private readonly catalogue = new Map<string, ScenarioPreset>();
  private readonly shared: ScenarioStub[];
  private readonly sessions = new Map<string, SessionSetup>();
  private readonly changes = new ListenerSet<ScenarioChange>('scenario engine');

  constructor(options: ScenarioEngineOptions = {}) {
    for (const preset of options.presets ?? []) this.catalogue.set(preset.name, preset);
    this.shared = options.stubs ?? [];
  }

  presets(): ScenarioPreset[] {
    return [...this.catalogue.values()];
  }

  /** Most recently activated first: the order in which their stubs are tried. */
  activePresets(session: string): ScenarioPreset[] {
    return [...(this.sessions.get(session)?.active ?? [])];
  }

  /** The first stub that fits the request and its scenario's state; moves that scenario on. */
  match(request: ScenarioRequest, session: string): ScenarioMatch | undefined {
    for (const stub of this.stubs(session)) {
      const state = this.stateOf(session, stub.scenario);
      if (stub.requiredState !== undefined && stub.requiredState !== state) continue;
      if (!matchesStub(stub.request, request)) continue;
      if (stub.newState !== undefined) this.setup(session).states.set(stub.scenario, stub.newState);
      return { stub, state };
    }
    return undefined;
  }

  scenarios(session: string): ScenarioStatus[] {
    const known = knownStates(this.stubs(session));
    for (const preset of this.activePresets(session)) {
      for (const [name, extra] of Object.entries(preset.extraStates ?? {})) {
        for (const state of extra) known.get(name)?.add(state);
      }
    }
    return [...known].map(([name, states]) => {
      const state = this.stateOf(session, name);
      return { name, state, states: [...states.add(state)] };
    });
  }

  /**
   * Any well-formed state is accepted, not only those the stubs name: a state no stub requires
   * is how a person lets the normal mock answer again ("switch the failure off").
   */
  setState(session: string, scenario: string, state: string): void {
    this.requireScenario(session, scenario);
    this.setup(session).states.set(scenario, state);
    this.changes.emit({ kind: 'state', session, scenario, state });
  }

  /** The scenario's state in the session, or undefined when no active preset names it. */
  currentState(session: string, scenario: string): string | undefined {
    return this.stubs(session).some((stub) => stub.scenario === scenario)
      ? this.stateOf(session, scenario)
      : undefined;
  }

  onChange(listener: (change: ScenarioChange) => void): () => void {
    return this.changes.add(listener);
  }

  /** `POST /__lab/reset`, WireMock-style: every session's scenarios back to 'Started'. */
  resetAllSessions(): void {
    for (const session of this.sessions.keys()) this.reset(session);
  }

  reset(session: string, scenario?: string): void {
    const names =
      scenario === undefined ? [...knownStates(this.stubs(session)).keys()] : [scenario];
    if (scenario === undefined) this.sessions.get(session)?.states.clear();
    else {
      this.requireScenario(session, scenario);
      this.sessions.get(session)?.states.delete(scenario);
    }
    for (const name of names)
      this.changes.emit({ kind: 'state', session, scenario: name, state: STARTED });
  }

  activate(session: string, name: string): ScenarioPreset {
    const preset = this.catalogue.get(name);
    if (!preset) {
      throw new ScenarioError('error:lab:unknown-preset', `No preset named "${name}"`, 404);
    }
    this.install(session, preset);
    this.changes.emit({ kind: 'preset', session, name, action: 'activate' });
    return preset;
  }

  /** Validates an uploaded preset and activates it for this session only. */
  importPreset(session: string, body: unknown): ScenarioPreset {
    const preset = validatePreset(body);
    this.install(session, preset);
    return preset;
  }

  deactivate(session: string, name: string): void {
    const setup = this.sessions.get(session);
    const index = setup?.active.findIndex((preset) => preset.name === name) ?? -1;
    if (!setup || index < 0) {
      throw new ScenarioError('error:lab:not-active', `Preset "${name}" is not active`, 404);
    }
    const [removed] = setup.active.splice(index, 1);
    for (const stub of removed.stubs) setup.states.delete(stub.scenario);
    this.changes.emit({ kind: 'preset', session, name, action: 'deactivate' });
  }

  private install(session: string, preset: ScenarioPreset): void {
    const setup = this.setup(session);
    setup.active = [preset, ...setup.active.filter((other) => other.name !== preset.name)];
    for (const stub of preset.stubs) {
      setup.states.set(stub.scenario, preset.states?.[stub.scenario] ?? STARTED);
    }
  }

  private stubs(session: string): ScenarioStub[] {
    return [...this.activePresets(session).flatMap((preset) => preset.stubs), ...this.shared];
  }

  private stateOf(session: string, scenario: string): string {
    return this.sessions.get(session)?.states.get(scenario) ?? STARTED;
  }

  private setup(session: string): SessionSetup {
    const setup = this.sessions.get(session) ?? { active: [], states: new Map<string, string>() };
    this.sessions.set(session, setup);
    return setup;
  }

  private requireScenario(session: string, scenario: string): void {
    if (!this.stubs(session).some((stub) => stub.scenario === scenario)) {
      const message = `No scenario named "${scenario}" in lab session "${session}"`;
      throw new ScenarioError('error:lab:unknown-scenario', message, 404);
    }
  }
}
