import { uploadMessages } from '../messages';
import { UploadError } from '../pipeline/UploadError';
import type { UploadDeps } from '../pipeline/uploadOne';
import { fakeTransport } from '../testing/fakeTransport';
import type { UploadBatchOptions } from './UploadBatchOptions';
import { UploadBatchStore } from './UploadBatchStore';

const file = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'text/plain' });
const answer = (id: string) => ({ data: { value: { id, url: `/f/${id}` } } });

function setUp(
  fail: (name: string, attempt: number) => Error | null,
  options: Partial<UploadBatchOptions> = {},
) {
  const attempts = new Map<string, number>();
  const transport = fakeTransport((request) => {
    const sent = (request.body as FormData).get('x:originalname') as string;
    const attempt = attempts.get(sent) ?? 0;
    attempts.set(sent, attempt + 1);
    return fail(sent, attempt) ?? answer(sent);
  });
  const deps: UploadDeps = { transport, fetchToken: jest.fn(), md5: jest.fn() };
  const events = {
    onStart: jest.fn(),
    onAllDone: jest.fn(),
    onUploaded: jest.fn(),
    onOver: jest.fn(),
  };
  const store = new UploadBatchStore(
    deps,
    { strategy: { kind: 'multipart' }, ...events, ...options },
    () => uploadMessages['en-US'],
  );
  return { store, events, transport };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadBatchStore', () => {
  describe('when two files upload and one fails', () => {
    it('ends one done and one error, tells all-done once, and a retry makes it done', async () => {
      const { store, events } = setUp((name, attempt) =>
        name === 'b.txt' && attempt === 0 ? new UploadError('failed', 'boom', 500) : null,
      );
      store.addFiles([file('a.txt'), file('b.txt')]);
      expect(store.orderedItems.map((item) => item.status)).toEqual(['uploading', 'uploading']);
      expect(events.onStart).toHaveBeenCalledTimes(1);
      await settled();
      expect(store.orderedItems.map((item) => item.status)).toEqual(['done', 'error']);
      expect(events.onAllDone).toHaveBeenCalledTimes(1);
      expect(store.errorText(store.orderedItems[1])).toBe('file upload failed');
      // The fake reports half of a 100-byte body before failing b.txt.
      expect(store.overall).toEqual({ percent: 75, loaded: 150, total: 200 });
      store.retry(store.orderedItems[1].id);
      expect(store.orderedItems[1]).toMatchObject({ status: 'uploading', attempt: 1 });
      await settled();
      expect(store.orderedItems[1].status).toBe('done');
      expect(events.onUploaded.mock.calls.map(([attachment]) => attachment.fileId.id)).toEqual([
        'a.txt',
        'b.txt',
      ]);
      expect(store.overall.percent).toBe(100);
    });
  });

  describe('when more than 10 files are picked', () => {
    it('uploads the first 10 and says so', () => {
      const { store } = setUp(() => null);
      store.addFiles(Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`)));
      expect(store.items.size).toBe(10);
      expect(store.notices).toEqual(['At most 10 files per upload']);
    });
  });

  describe('when a file breaks a rule', () => {
    it('shows the message, emits over for an oversize file, and uploads the rest', () => {
      const { store, events } = setUp(() => null, { validation: { maxSizeMb: 0.00001 } });
      store.addFiles([file('50%.txt', 5), file('big.txt', 11), file('ok.txt', 5)]);
      expect(store.orderedItems.map((item) => item.name)).toEqual(['ok.txt']);
      expect(store.notices).toEqual([
        'File names must not contain % or #, please rename the file and upload again',
        'big.txt is over 0.00001M and was not uploaded',
      ]);
      expect(events.onOver).toHaveBeenCalledWith(expect.objectContaining({ name: 'big.txt' }));
    });
  });

  describe('when an upload is cancelled', () => {
    it('becomes an error marked cancelled that can be retried', async () => {
      const { store } = setUp(() => null);
      store.addFiles([file('a.txt')]);
      const [item] = store.orderedItems;
      store.cancel(item.id);
      await settled();
      expect(store.orderedItems[0]).toMatchObject({ status: 'error', error: 'cancelled' });
      expect(store.errorText(store.orderedItems[0])).toBe('Cancelled');
    });
  });

  describe('when the MD5 does not match', () => {
    it('shows the spec message', async () => {
      const { store } = setUp(() => new UploadError('md5-mismatch', 'x'));
      store.addFiles([file('a.txt')]);
      await settled();
      expect(store.errorText(store.orderedItems[0])).toBe(
        'file upload failed, reason: file MD5 mismatch',
      );
    });
  });
});
