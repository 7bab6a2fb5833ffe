import { validatePreset } from './validatePreset';

const stub = {
  scenario: 'upload',
  request: { method: 'post', path: '/api/upload' },
  response: { status: 413 },
};
const preset = { name: 'upload-413', description: 'too large', stubs: [stub] };

function problemWith(value: unknown): string {
  try {
    validatePreset(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the preset to be rejected');
}

describe('validatePreset', () => {
  it('accepts a minimal preset and upper-cases the method', () => {
    expect(validatePreset(preset).stubs[0].request.method).toBe('POST');
  });

  it('names the field when a stub is malformed', () => {
    const bad = (change: object) => ({ ...preset, stubs: [stub, { ...stub, ...change }] });
    expect(problemWith(bad({ response: { status: 99 } }))).toBe(
      'stubs[1].response.status: must be an integer HTTP status from 100 to 599',
    );
    expect(problemWith(bad({ requiredSate: 'x' }))).toMatch(
      /^stubs\[1\]: unknown field "requiredSate"/,
    );
    expect(problemWith(bad({ request: { method: 'FETCH', path: '/a' } }))).toMatch(
      /^stubs\[1\]\.request\.method: "FETCH" is not one of/,
    );
    expect(problemWith(bad({ request: { method: 'GET', path: 'api' } }))).toMatch(
      /^stubs\[1\]\.request\.path: "api" must start with "\/"/,
    );
    expect(problemWith(bad({ request: { method: 'GET', path: '/(/' } }))).toMatch(
      /^stubs\[1\]\.request\.path: invalid regular expression/,
    );
    expect(problemWith(bad({ response: { status: 200, body: 'a', jsonBody: {} } }))).toBe(
      'stubs[1].response: give either jsonBody or body, not both',
    );
  });

  it('accepts the lab faults and says what is wrong with a bad one', () => {
    const faulty = (response: object) => ({ ...preset, stubs: [{ ...stub, response }] });
    expect(
      validatePreset(faulty({ status: 200, fault: 'SLOW_LINK', bytesPerSecond: 1024 })).stubs[0]
        .response,
    ).toEqual({ status: 200, fault: 'SLOW_LINK', bytesPerSecond: 1024 });
    expect(problemWith(faulty({ status: 200, fault: 'EXPLODE' }))).toBe(
      'stubs[0].response.fault: must be one of CONNECTION_RESET_BY_PEER, SLOW_LINK',
    );
    expect(problemWith(faulty({ status: 200, fault: 'SLOW_LINK' }))).toMatch(
      /^stubs\[0\]\.response\.bytesPerSecond: SLOW_LINK needs/,
    );
    expect(problemWith(faulty({ status: 401, afterRequestPercent: 120 }))).toMatch(
      /^stubs\[0\]\.response\.afterRequestPercent: a number from 0 to 100/,
    );
    expect(problemWith(faulty({ status: 200, bytesPerSecond: 5 }))).toMatch(
      /only SLOW_LINK takes a rate/,
    );
  });

  it('rejects a preset without stubs, name or description', () => {
    expect(problemWith({ ...preset, stubs: [] })).toBe('stubs: must be a non-empty array of stubs');
    expect(problemWith({ ...preset, name: 'has space' })).toMatch(/^name: "has space"/);
    expect(problemWith({ ...preset, description: '' })).toBe(
      'description: must be a non-empty string',
    );
    expect(problemWith([])).toBe('preset: must be a JSON object');
  });

  it('rejects initial states for a scenario none of its stubs use', () => {
    expect(problemWith({ ...preset, states: { uplaod: 'Started' } })).toBe(
      'states.uplaod: no stub in this preset belongs to that scenario',
    );
  });

  it('keeps the extra states a console may offer, and refuses them for unknown scenarios', () => {
    const scenario = preset.stubs[0].scenario;
    expect(validatePreset({ ...preset, extraStates: { [scenario]: ['link-back'] } })).toEqual(
      expect.objectContaining({ extraStates: { [scenario]: ['link-back'] } }),
    );
    expect(problemWith({ ...preset, extraStates: { uplaod: ['x'] } })).toMatch(
      /^extraStates: unknown field "uplaod"/,
    );
    expect(problemWith({ ...preset, extraStates: { [scenario]: 'link-back' } })).toBe(
      `extraStates.${scenario}: must be an array of states`,
    );
  });
});
