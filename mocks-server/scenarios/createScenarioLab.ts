import type { RequestHandler, Router } from 'express';
import { DEFAULT_PRESETS_DIR, loadPresets } from './loadPresets';
import { scenarioAdminRouter } from './scenarioAdminRouter';
import { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioStub } from './ScenarioPreset';
import { scenarioMiddleware } from './scenarioMiddleware';

export interface ScenarioLabOptions {
  /** Where the preset JSON files live; defaults to mocks-server/presets. */
  presetsDir?: string;
  /** Stubs every session sees (their states stay per session). */
  stubs?: ScenarioStub[];
}

export interface ScenarioLab {
  engine: ScenarioEngine;
  /** Mount after the body parsers and before the API routes. */
  middleware: RequestHandler;
  /** Mount at /__lab/scenarios. */
  adminRouter: Router;
}

/** The engine with the shipped presets loaded (throws on a bad file), plus its two mounts. */
export function createScenarioLab(options: ScenarioLabOptions = {}): ScenarioLab {
  const engine = new ScenarioEngine({
    presets: loadPresets(options.presetsDir ?? DEFAULT_PRESETS_DIR),
    stubs: options.stubs,
  });
  return {
    engine,
    middleware: scenarioMiddleware(engine),
    adminRouter: scenarioAdminRouter(engine),
  };
}
