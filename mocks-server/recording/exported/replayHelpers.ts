import { expect, type Page } from '@playwright/test';

/*
 * The lab helpers every exported test carries (exportTest.ts appends this file's text after
 * the test, without the imports and exports): opening the recorded host entry in a fresh lab
 * session that replays the recording, the console's scenario actions, and the journal.
 */

/** How the recording opened the app (recording.entryPoint). */
export interface ReplayEntry {
  host: string;
  corp: string;
  staff: string;
  scenario: string;
  mode: string;
}

export interface RecordingFile {
  name: string;
  mimeType: string;
  base64: string;
}

export interface LabReplay {
  setScenarioState(scenario: string, state: string): Promise<void>;
  activatePreset(name: string): Promise<void>;
  deactivatePreset(name: string): Promise<void>;
  /** Per request ("METHOD /path"), its statuses in order, runs of the same status counted once. */
  journal(): Promise<Record<string, number[]>>;
  /** The requests the recording could not answer. */
  misses(): Promise<unknown[]>;
}

/**
 * Loads `recording` into a new lab session, then opens the host entry in that session, as the
 * console did. The session id is this test's own, so parallel runs never meet.
 */
export async function openReplay(
  page: Page,
  entry: ReplayEntry,
  recording: object,
): Promise<LabReplay> {
  const session = `replay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const headers = { 'x-lab-session': session };
  const api = page.request;
  const call = async (method: string, path: string, data?: object) => {
    const answer = await api.fetch(path, { method, headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer;
  };
  await call('POST', '/__lab/replay/start', recording);
  const params = new URLSearchParams({
    corp: entry.corp,
    staff: entry.staff,
    mode: entry.mode,
    session,
  });
  if (entry.scenario !== '') params.set('scenario', entry.scenario);
  await page.goto(`/__lab/hosts/${encodeURIComponent(entry.host)}/open?${params.toString()}`);
  const scenarioPath = (name: string) => `/__lab/scenarios/${encodeURIComponent(name)}`;
  const presetPath = (name: string) => `/__lab/scenarios/presets/${encodeURIComponent(name)}`;
  return {
    setScenarioState: async (scenario, state) => {
      await call('PUT', `${scenarioPath(scenario)}/state`, { state });
    },
    activatePreset: async (name) => {
      await call('POST', `${presetPath(name)}/activate`);
    },
    deactivatePreset: async (name) => {
      await call('DELETE', presetPath(name));
    },
    journal: async () => {
      const answer = await call('GET', `/__lab/requests?session=${encodeURIComponent(session)}`);
      const { items } = (await answer.json()) as {
        items: Array<{ method: string; path: string; status: number }>;
      };
      const byRequest: Record<string, number[]> = {};
      for (const { method, path, status } of items) {
        const statuses = (byRequest[`${method} ${path}`] ??= []);
        if (statuses.at(-1) !== status) statuses.push(status);
      }
      return byRequest;
    },
    misses: async () => {
      const answer = await call('GET', '/__lab/replay');
      const body = (await answer.json()) as { replay: { misses: unknown[] } | null };
      return body.replay?.misses ?? [];
    },
  };
}

/** A file the person chose, with the bytes the recording kept. */
export function recordedFile(files: Record<string, RecordingFile>, id: string) {
  const file = files[id];
  return { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.base64, 'base64') };
}
