import { createMd5 } from './computeMd5';
import type { Md5Answer, Md5Request } from './md5Messages';

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
});
