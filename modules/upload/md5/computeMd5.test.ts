import { MessageChannel as NodeChannel } from 'node:worker_threads';
import { createMd5 } from './computeMd5';
import type { Md5Answer, Md5Request, ReadRequest } from './md5Messages';

const ABC_MD5 = '900150983cd24fb0d6963f7d28e17f72';

/** A worker double that answers each hash request with the given messages. */
function fakeWorker(answers: (request: Md5Request) => Omit<Md5Answer, 'id'>[]) {
  const posted: Md5Request[] = [];
  const worker = {
    onmessage: null as ((event: { data: Md5Answer }) => void) | null,
    postMessage(message: Md5Request) {
      posted.push(message);
      if (message.cancel) return;
      for (const answer of answers(message)) {
        queueMicrotask(() => worker.onmessage?.({ data: { id: message.id, ...answer } }));
      }
    },
  };
  return { worker: worker as unknown as Worker, posted };
}

describe('createMd5', () => {
  it('hashes in this thread when there is no worker', async () => {
    const md5 = createMd5(() => null);
    expect(await md5(new Blob(['abc']))).toBe(ABC_MD5);
  });

  it('passes on the worker’s progress, then its hash', async () => {
    const { worker } = fakeWorker(() => [
      { progress: { done: 1, total: 2 } },
      { progress: { done: 2, total: 2 } },
      { md5: 'from-worker' },
    ]);
    const progress: number[] = [];
    const md5 = createMd5(() => worker);
    expect(await md5(new Blob(['ab']), { onProgress: (done) => progress.push(done) })).toBe(
      'from-worker',
    );
    expect(progress).toEqual([1, 2]);
  });

  it('asks the worker and falls back to this thread when the worker reports an error', async () => {
    const { worker, posted } = fakeWorker(() => [{ error: 'boom' }]);
    const md5 = createMd5(() => worker);
    expect(await md5(new Blob(['abc']))).toBe(ABC_MD5);
    expect(posted).toHaveLength(1);
  });

  it('tells the worker to stop and rejects when the upload is cancelled', async () => {
    const { worker, posted } = fakeWorker(() => []);
    const controller = new AbortController();
    const hashing = createMd5(() => worker)(new Blob(['abc']), { signal: controller.signal });
    controller.abort(new Error('upload cancelled'));
    await expect(hashing).rejects.toThrow('upload cancelled');
    expect(posted).toEqual([
      { id: 1, blob: expect.any(Blob) },
      { id: 1, cancel: true },
    ]);
  });

  it('does not start hashing for an upload already cancelled', async () => {
    const { worker, posted } = fakeWorker(() => [{ md5: 'never' }]);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(
      createMd5(() => worker)(new Blob(['abc']), { signal: controller.signal }),
    ).rejects.toThrow('gone');
    expect(posted).toHaveLength(0);
  });

  describe('with a reader worker', () => {
    const channels: NodeChannel[] = [];
    beforeAll(() => {
      // jsdom has no MessageChannel; Node's stands in, its ports closed after each test.
      Object.assign(globalThis, {
        MessageChannel: class extends NodeChannel {
          constructor() {
            super();
            channels.push(this);
          }
        },
      });
    });
    afterEach(() => channels.splice(0).forEach((channel) => channel.port1.close()));
    afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));

    function fakeReader() {
      const asked: ReadRequest[] = [];
      const failures: Array<() => void> = [];
      const reader = {
        postMessage: (request: ReadRequest) => asked.push(request),
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'error') failures.push(listener);
        },
      };
      return {
        reader: reader as unknown as Worker,
        asked,
        fail: () => failures.forEach((f) => f()),
      };
    }

    it('hands the MD5 worker the port that the reader fills, 1 MB pieces four ahead', async () => {
      const { worker, posted } = fakeWorker(() => [{ md5: 'from-worker' }]);
      const { reader, asked } = fakeReader();
      expect(
        await createMd5(
          () => worker,
          () => reader,
        )(new Blob(['abc'])),
      ).toBe('from-worker');
      expect(asked).toEqual([
        {
          blob: expect.any(Blob),
          port: expect.anything(),
          pieceBytes: 1024 * 1024,
          credits: 4,
        },
      ]);
      expect(posted).toEqual([{ id: 1, blob: expect.any(Blob), port: expect.anything() }]);
      expect(posted[0]).not.toHaveProperty('port', asked[0].port);
    });

    it('a reader that fails stops its files in the MD5 worker, hashes them here, and reads no more', async () => {
      const { worker, posted } = fakeWorker((request) =>
        request.cancel || request.port ? [] : [{ md5: 'read by the MD5 worker' }],
      );
      const { reader, asked, fail } = fakeReader();
      const md5 = createMd5(
        () => worker,
        () => reader,
      );
      const hashing = md5(new Blob(['abc']));
      await Promise.resolve();
      fail();
      expect(await hashing).toBe(ABC_MD5);
      expect(posted).toContainEqual({ id: 1, cancel: true });
      expect(await md5(new Blob(['de']))).toBe('read by the MD5 worker');
      expect(asked).toHaveLength(1);
    });
  });
});
