import { httpEntry, recordingOf } from '../../mocks-server/recording/testing/recordingFixtures';
import { replayAtStart } from '../replayAtStart';
import { setCookie, startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('opening the app to record or to replay', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

  const open = (query: Record<string, string>) =>
    lab.fetch(`/__lab/hosts/dingtalk/open?${new URLSearchParams(query)}`);

  it('records the new session from its first request, with the host entry it was opened from', async () => {
    const corp = lab.mock.state.tenants[1].corporationId;
    const response = await open({
      corp,
      scenario: 'office-suite-412',
      record: 'sign-in',
      device: 'desktop',
    });
    const session = setCookie(response, 'lab-session') ?? '';
    const { recorder } = lab.mock.recordReplay;
    expect(recorder.isRecording(session)).toBe(true);
    expect(recorder.stop(session)).toMatchObject({
      name: 'sign-in',
      entryPoint: {
        host: 'dingtalk',
        corp,
        scenario: 'office-suite-412',
        mode: 'normal',
        device: 'desktop',
      },
    });
  });

  it('replays a saved recording in the session it was asked to use', async () => {
    lab.mock.recordReplay.shelf.save(recordingOf([httpEntry('/api/x')], 'saved'));
    const response = await open({ replay: 'saved', session: 'qa-replay-1' });
    expect(setCookie(response, 'lab-session')).toBe('qa-replay-1');
    expect(lab.mock.recordReplay.replay.status('qa-replay-1')).toMatchObject({
      name: 'saved',
      total: 1,
    });
  });

  it('refuses a recording it does not have, a bad recording name and a bad session', async () => {
    expect((await open({ replay: 'never-saved' })).status).toBe(404);
    expect((await open({ record: '../x' })).status).toBe(400);
    expect((await open({ session: 'no spaces!' })).status).toBe(400);
  });

  it('replays a saved recording in the default session from the start, or says why it cannot', () => {
    lab.mock.recordReplay.shelf.save(recordingOf([httpEntry('/api/y')], 'at-start'));
    replayAtStart(lab.mock, 'at-start');
    expect(lab.mock.recordReplay.replay.status('default')).toMatchObject({ name: 'at-start' });
    expect(() => replayAtStart(lab.mock, 'missing')).toThrow(
      /^Cannot replay "missing" at start: no recording named/,
    );
  });
});
