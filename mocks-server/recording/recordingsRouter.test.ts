import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMockServer } from '../createMockServer';
import { httpEntry, recordingOf } from './testing/recordingFixtures';

describe('recordings by name and the recording admin calls', () => {
  let dir: string;
  let server: Server;
  let url: string;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'recordings-'));
    const mock = createMockServer({ seed: 7, recordingsDir: dir });
    server = await new Promise<Server>((resolve) => {
      const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__lab`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  const call = async (method: string, path: string, body?: unknown, type = 'application/json') => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'x-lab-session': 'qa-1', 'content-type': type },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return {
      status: response.status,
      body: json as Record<string, unknown>,
      headers: response.headers,
    };
  };

  it('saves the session’s last recording by name, lists it and replays it into a session', async () => {
    await call('POST', '/recording/start', { name: 'draft' });
    await call('POST', '/recording/steps', {
      step: { action: 'click', role: 'button', name: '保存' },
      seen: [],
    });
    await call('POST', '/recording/stop', {
      finalView: [{ role: 'heading', name: '单据', level: 1 }],
    });
    expect((await call('PUT', '/recordings/saved-one')).status).toBe(201);
    const list = await call('GET', '/recordings');
    expect(list.body).toMatchObject({
      dir: path.relative(process.cwd(), dir),
      items: [{ name: 'saved-one', entries: 1, host: null }],
      count: 1,
    });
    expect((await call('POST', '/recordings/saved-one/replay')).body).toMatchObject({
      status: 'replaying',
      name: 'saved-one',
    });
  });

  it('refuses a step that names no role, and a step outside a recording', async () => {
    expect(
      (await call('POST', '/recording/steps', { step: { action: 'click' }, seen: [] })).body,
    ).toMatchObject({
      error: { message: 'step must name the role and name' },
    });
    const outside = await call('POST', '/recording/steps', {
      step: { action: 'observe' },
      seen: [],
    });
    expect(outside.status).toBe(404);
  });

  it('imports a recording file’s text, and refuses a cut-off one naming the entry', async () => {
    const text = JSON.stringify(
      recordingOf([httpEntry('/a'), httpEntry('/b')], 'imported'),
      null,
      2,
    );
    expect((await call('POST', '/recordings/import', text, 'text/plain')).body).toEqual({
      saved: 'imported',
      entries: 2,
    });
    const cut = await call(
      'POST',
      '/recordings/import',
      text.slice(0, text.indexOf('"/b"')),
      'text/plain',
    );
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({
      error: {
        message: 'the file ends in entries[1]: it was cut off (is it the whole recording?)',
      },
    });
  });

  it('reads a saved file from an older version, and refuses one from an unknown version', async () => {
    const v1 = {
      format: 'lab-recording/1',
      name: 'old',
      passthrough: false,
      exchanges: [httpEntry('/a')],
    };
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(v1));
    expect((await call('GET', '/recordings/old')).body).toMatchObject({
      format: 'lab-recording/3',
      name: 'old',
    });
    writeFileSync(
      path.join(dir, 'future.json'),
      JSON.stringify({ ...v1, name: 'future', format: 'lab-recording/7' }),
    );
    expect((await call('GET', '/recordings/future')).body).toMatchObject({
      error: {
        message: expect.stringMatching(
          /^future.json: format "lab-recording\/7" is a version this lab does not read/,
        ),
      },
    });
  });

  it('exports a saved recording made from a host entry as a test file download', async () => {
    const entryPoint = {
      host: 'web',
      corp: 'c',
      staff: 's',
      scenario: '',
      mode: 'normal',
      device: 'desktop',
    };
    await call('PUT', '/recordings/from-console', {
      ...recordingOf([httpEntry('/a')], 'from-console'),
      entryPoint,
    });
    const test = await call('GET', '/recordings/from-console/test');
    expect(test.headers.get('content-disposition')).toMatch(/from-console\.e2e\.ts/);
    expect(String(test.body)).toContain('test.use({ viewport: { width: 1280, height: 800 } });');
    expect((await call('GET', '/recordings/nope/test')).status).toBe(404);
  });
});
