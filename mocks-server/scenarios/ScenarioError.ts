/**
 * A refusal the admin API turns into `{ error: { code, message } }`; the engine throws it so
 * its rules (unknown scenario, bad preset) live in one place rather than in every route.
 */
export class ScenarioError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
    this.name = 'ScenarioError';
  }
}

export function badPreset(message: string): ScenarioError {
  return new ScenarioError('error:lab:bad-preset', message);
}
