import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUploadStore, UPLOAD_FOLDER_PREFIX, type UploadStore } from './UploadStore';

const upload = (text: string) => ({
  bytes: new TextEncoder().encode(text),
  key: 'k.txt',
  fileName: '../k.txt',
  contentType: 'text/plain',
});

describe('the upload store', () => {
  let root: string;
  let store: UploadStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'upload-store-test-'));
    store = createUploadStore({ tmpRoot: root, maxBytes: 10 });
  });

  afterEach(() => {
    store.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('makes no folder until the first upload', () => {
    expect(store.folder()).toBeNull();
    expect(readdirSync(root)).toEqual([]);
  });

  it('stores under a generated id in its own temp folder, whatever the client name', async () => {
    const stored = await store.save(upload('hello'));
    const folder = store.folder() ?? '';
    expect(folder.startsWith(join(root, UPLOAD_FOLDER_PREFIX))).toBe(true);
    expect(readdirSync(folder)).toEqual([stored.id]);
    expect(stored).toMatchObject({
      size: 5,
      fileName: '../k.txt',
      md5: '5d41402abc4b2a76b9719d911017c592',
    });
    expect((await store.read(stored.id))?.toString()).toBe('hello');
  });

  it('uses one folder for uploads that start together', async () => {
    await Promise.all([store.save(upload('a')), store.save(upload('b'))]);
    expect(readdirSync(root)).toHaveLength(1);
  });

  it('forgets and deletes a removed upload', async () => {
    const stored = await store.save(upload('gone'));
    await store.remove(stored.id);
    expect(store.find(stored.id)).toBeUndefined();
    expect(await store.read(stored.id)).toBeNull();
    expect(readdirSync(store.folder() ?? '')).toEqual([]);
  });

  describe('when cleared', () => {
    it('deletes the folder and every record, and starts a new folder on the next upload', async () => {
      const first = await store.save(upload('one'));
      const oldFolder = store.folder() ?? '';
      store.clear();
      expect(existsSync(oldFolder)).toBe(false);
      expect(store.find(first.id)).toBeUndefined();
      await store.save(upload('two'));
      expect(store.folder()).not.toBe(oldFolder);
    });

    it('does not index an upload that was being written meanwhile', async () => {
      const saving = store.save(upload('late'));
      store.clear();
      await expect(saving).rejects.toThrow();
      expect(readdirSync(root)).toEqual([]);
    });
  });

  it('refuses uploads once closed instead of leaving a folder behind', async () => {
    store.close();
    await expect(store.save(upload('after'))).rejects.toThrow(/closed/);
    expect(readdirSync(root)).toEqual([]);
  });
});
