import type { ClientFlag } from '../../flags/evaluation/types';
import { parseRecording } from './parseRecording';
import { clientFlag, flagSync, httpEntry, recordingOf } from './testing/recordingFixtures';

function problemOf(value: unknown): string | null {
  const parsed = parseRecording(value);
  return parsed.ok ? null : parsed.problem;
}

describe('parseRecording', () => {
  it('accepts a recording with HTTP, flag-sync and flag-change entries as it is', () => {
    const recording = recordingOf([
      flagSync('full', 'u1', [clientFlag('a', 'true', 1)]),
      httpEntry('/api/x'),
      { kind: 'flag-change', atMs: 5, change: 'flag', key: 'a', flagKeys: ['a'] },
      flagSync('patch', 'u1', [clientFlag('a', 'false', 2)]),
    ]);
    expect(parseRecording(JSON.parse(JSON.stringify(recording)))).toEqual({ ok: true, recording });
  });

  describe('when the file is a version 1 recording', () => {
    it('loads its exchanges as HTTP entries in the same order', () => {
      const [first, second] = [httpEntry('/a'), httpEntry('/b')].map(({ request, response }) => ({
        request,
        response,
      }));
      const parsed = parseRecording({
        format: 'lab-recording/1',
        name: 'old',
        session: 'qa-1',
        recordedAt: '2025-01-01T00:00:00.000Z',
        passthrough: true,
        exchanges: [first, second],
      });
      expect(parsed).toEqual({
        ok: true,
        recording: expect.objectContaining({
          format: 'lab-recording/3',
          passthrough: true,
          entries: [httpEntry('/a'), httpEntry('/b')],
        }),
      });
    });

    it('names the exchange that is broken', () => {
      const old = { format: 'lab-recording/1', name: 'old', passthrough: false };
      expect(problemOf({ ...old, exchanges: [httpEntry('/a'), { request: {} }] })).toBe(
        'exchanges[1] is not a recorded request and response',
      );
    });
  });

  describe('when an entry is malformed', () => {
    const withEntry = (entry: unknown) =>
      problemOf({
        ...recordingOf([httpEntry('/a'), flagSync('full', 'u1', [])]),
        entries: [httpEntry('/a'), entry],
      });

    it('names the entry index and what is wrong with it', () => {
      expect(withEntry({ kind: 'websocket', atMs: 0 })).toBe(
        'entries[1] kind must be "http", "flag-sync", "flag-change", "scenario-state", "preset", "step"',
      );
      expect(withEntry({ ...flagSync('full', 'u1', []), atMs: -1 })).toMatch(/^entries\[1\] atMs/);
      expect(withEntry({ ...flagSync('full', 'u1', []), eventType: 'put' })).toBe(
        'entries[1] eventType must be "full" or "patch"',
      );
      expect(withEntry({ ...flagSync('full', 'u1', []), userKeyId: '' })).toMatch(/userKeyId/);
      expect(withEntry({ ...flagSync('full', 'u1', []), cause: 'magic' })).toMatch(/cause/);
      expect(
        withEntry({ kind: 'flag-change', atMs: 0, change: 'flag', key: 1, flagKeys: [] }),
      ).toBe('entries[1] key must be a string or null');
    });

    it('names the flag inside a flag-sync that the SDK could not use', () => {
      const noOptions: Partial<ClientFlag> = clientFlag('a', 'true', 1);
      delete noOptions.variationOptions;
      expect(
        withEntry(flagSync('full', 'u1', [clientFlag('a', 'true', 1), noOptions as never])),
      ).toBe(
        'entries[1] featureFlags[1]: variationOptions must be an array of { id, value } strings',
      );
      expect(
        withEntry(
          flagSync('full', 'u1', [{ ...clientFlag('a', 'true', 1), variation: true } as never]),
        ),
      ).toBe('entries[1] featureFlags[0]: variation must be a string or null');
    });
  });

  it('refuses what is not a recording at all', () => {
    expect(problemOf([])).toBe('a recording must be a JSON object');
    expect(problemOf({ format: 'har' })).toMatch(/^format must be "lab-recording\/3"/);
    expect(problemOf({ ...recordingOf([]), name: '../etc' })).toMatch(/^name must be/);
    expect(problemOf({ ...recordingOf([]), entries: {} })).toBe('entries must be an array');
  });

  it('loads a version 2 recording and refuses a step in it, which version 2 never had', () => {
    const v2 = { ...recordingOf([httpEntry('/a')]), format: 'lab-recording/2' };
    expect(parseRecording(v2)).toMatchObject({
      ok: true,
      recording: { format: 'lab-recording/3', entryPoint: null },
    });
    const step = { kind: 'step', atMs: 0, step: { action: 'observe' }, seen: [] };
    expect(problemOf({ ...v2, entries: [step] })).toBe(
      'entries[0] kind must be "http", "flag-sync", "flag-change"',
    );
  });

  it('refuses a recording from a version it does not read, naming that version', () => {
    expect(problemOf({ ...recordingOf([]), format: 'lab-recording/9' })).toBe(
      'format "lab-recording/9" is a version this lab does not read (it reads lab-recording/1, lab-recording/2, lab-recording/3)',
    );
  });

  it('checks the person steps, faults and scenario changes of a version 3 recording', () => {
    const at = (entry: object) =>
      problemOf({ ...recordingOf([]), entries: [httpEntry('/a'), entry] });
    expect(at({ kind: 'step', atMs: 1, step: { action: 'click', role: 'button' }, seen: [] })).toBe(
      'entries[1] step must name the role and name',
    );
    expect(at({ kind: 'step', atMs: 1, step: { action: 'dance' }, seen: [] })).toMatch(
      /^entries\[1\] step.action must be one of/,
    );
    expect(at({ kind: 'scenario-state', atMs: 1, scenario: 'x' })).toBe(
      'entries[1] must name the scenario and the state it was set to',
    );
    expect(at({ kind: 'preset', atMs: 1, name: 'x', action: 'toggle' })).toBe(
      'entries[1] action must be "activate" or "deactivate"',
    );
    const faulted = httpEntry('/b');
    expect(
      at({ ...faulted, response: { ...faulted.response, fault: { type: 'meteor' } } }),
    ).toMatch(/^entries\[1\] response.fault.type must be one of reset, hang/);
  });
});
