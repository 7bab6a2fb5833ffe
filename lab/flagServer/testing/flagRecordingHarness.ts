import type { Recording } from '../../../mocks-server/recording/Recording';
import { connectRawClient, type RawClient, type ServerFrame } from './connectRawClient';
import { startLinkedLab, type LinkedLab } from './startLinkedLab';

export const QA_SESSION = 'qa-1';
export const QA_USER = {
  keyId: 'staff-1',
  name: 'Staff One',
  customizedProperties: [{ name: 'corporationId', value: 'H0d9Pua0Sm6CtN' }],
};
export const RECORDED_CALL = '/api/v1/organization/staffs/me';

/** A recording made through the lab's endpoints, with what the stream and the call got live. */
export interface RecordedSession {
  recording: Recording;
  full: ServerFrame;
  patch: ServerFrame;
  answer: unknown;
}

export interface FlagRecordingHarness {
  lab(): Promise<LinkedLab>;
  /** A stream as the browser opens it: the lab-session cookie rides on the upgrade. */
  stream(base: LinkedLab, session?: string): Promise<RawClient>;
  /** Sends a ping and takes the next frame: a pong proves nothing was pushed before it. */
  nextAfterPing(client: RawClient): Promise<ServerFrame>;
  /** Stream synced → one HTTP call → an admin flag change → stop, through a file round trip. */
  record(): Promise<RecordedSession>;
  /** Closes every client and lab it made. */
  cleanUp(): Promise<void>;
}

export function flagRecordingHarness(): FlagRecordingHarness {
  const labs: LinkedLab[] = [];
  const clients: RawClient[] = [];
  const harness: FlagRecordingHarness = {
    lab: async () => {
      const started = await startLinkedLab();
      labs.push(started);
      return started;
    },
    stream: async (base, session = QA_SESSION) => {
      const headers = { cookie: `lab-session=${session}` };
      const client = await connectRawClient(base.wsOrigin, { headers });
      clients.push(client);
      return client;
    },
    nextAfterPing: (client) => {
      client.send({ messageType: 'ping', data: null });
      return client.next();
    },
    record: async () => {
      const live = await harness.lab();
      await live.call('/__lab/recording/start', QA_SESSION, { name: 'flag-qa' });
      const client = await harness.stream(live);
      client.dataSync(0, QA_USER);
      const full = await client.next();
      const { body: answer } = await live.call(RECORDED_CALL, QA_SESSION);
      await live.call('/__lab/flags/module-print/disable', QA_SESSION, {});
      const patch = await client.next();
      const stopped = await live.call('/__lab/recording/stop', QA_SESSION, {});
      const recording = JSON.parse(JSON.stringify(stopped.body)) as Recording;
      return { recording, full, patch, answer };
    },
    cleanUp: async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      await Promise.all(labs.splice(0).map((started) => started.close()));
    },
  };
  return harness;
}
