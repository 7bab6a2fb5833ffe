import {
  flagRecordingHarness,
  QA_SESSION as QA,
  QA_USER,
  RECORDED_CALL,
} from '../../../lab/flagServer/testing/flagRecordingHarness';
import { httpExchanges } from '../../../mocks-server/recording/Recording';

describe('loading and stepping recorded flag streams', () => {
  const { lab, stream, record, cleanUp } = flagRecordingHarness();
  afterEach(cleanUp);

  it('delivers the next recorded patch on an explicit advance-flags step', async () => {
    const { recording, patch } = await record();
    const fresh = await lab();
    await fresh.call('/__lab/replay/start', QA, recording);
    const client = await stream(fresh);
    client.dataSync(0, QA_USER);
    await client.next();
    const advanced = await fresh.call('/__lab/replay/advance-flags', QA, {});
    expect(advanced).toMatchObject({ status: 200, body: { message: patch.data } });
    expect(await client.next()).toEqual(patch);
    expect((await fresh.call('/__lab/replay/advance-flags', QA, {})).status).toBe(409);
  });

  it('refuses a malformed recording file, naming the entry index', async () => {
    const { recording } = await record();
    const broken = JSON.parse(JSON.stringify(recording)) as {
      entries: Array<Record<string, unknown>>;
    };
    broken.entries[3].featureFlags = [{ id: 'module-print', variation: 'false' }];
    const fresh = await lab();
    expect(await fresh.call('/__lab/replay/start', QA, broken)).toEqual({
      status: 400,
      body: {
        error: {
          code: 'error:lab:bad-recording',
          message:
            'entries[3] featureFlags[0]: variationType must be one of boolean, number, string, json',
        },
      },
    });
    expect((await fresh.call('/__lab/replay', QA)).body).toMatchObject({ replay: null });
    expect((await fresh.call('/__lab/replay/advance-flags', QA, {})).status).toBe(404);
  });

  it('still replays a version 1 file, which has HTTP exchanges only', async () => {
    const { recording, answer } = await record();
    const { name, session, recordedAt, passthrough } = recording;
    const exchanges = httpExchanges(recording).map(({ request, response }) => ({
      request,
      response,
    }));
    const old = { format: 'lab-recording/1', name, session, recordedAt, passthrough, exchanges };
    const fresh = await lab();
    expect(await fresh.call('/__lab/replay/start', QA, old)).toMatchObject({
      status: 201,
      body: { total: 1, flagMessages: 0 },
    });
    expect((await fresh.call(RECORDED_CALL, QA)).body).toEqual(answer);
  });
});
