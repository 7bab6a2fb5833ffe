import type { DecodeResult } from '../invoices/decode/DecodeResult';
import {
  fakeDecoder,
  fakeInvoicesApi,
  fileNamed,
  MEAL,
  read,
  RED_FLUSHED,
  TRAIN,
  VALID,
} from '../invoices/testing/fakeInvoices';
import type { CaptureFailure } from './CaptureItem';
import { CaptureStore, type CaptureDeps } from './CaptureStore';

function captureWith(answers: Record<string, DecodeResult>, deps: Partial<CaptureDeps> = {}) {
  const decoder = fakeDecoder(answers);
  const api = fakeInvoicesApi({ [RED_FLUSHED_NUMBER]: RED_FLUSHED });
  const upload = jest.fn(async (file: File) => ({
    fileName: file.name,
    fileId: { id: `file-${file.name}` },
  }));
  const store = new CaptureStore({
    decode: (file) => decoder.decode(file),
    check: async (invoice) => (await api.check(null, [invoice]))[0] ?? null,
    upload,
    held: () => null,
    suggest: (invoice) => (invoice.invoiceType === 'TRAIN' ? 'corp:feeType:travel' : ''),
    ...deps,
  });
  return { store, decoder, api, upload };
}

const RED_FLUSHED_NUMBER = '51485185';
const RED = { ...MEAL, invoiceNumber: RED_FLUSHED_NUMBER };
const failureOf = (store: CaptureStore, name: string): CaptureFailure | undefined =>
  store.items.find((item) => item.name === name)?.failure;

describe('a capture', () => {
  it('reads each file, checks and stores it, and suggests its fee type', async () => {
    const { store, upload } = captureWith({ 'meal.png': read(MEAL), 'train.pdf': read(TRAIN) });
    await store.addFiles([fileNamed('meal.png'), fileNamed('train.pdf')]);
    expect(store.items.map((item) => [item.name, item.state, item.feeTypeId, item.chosen])).toEqual(
      [
        ['meal.png', 'ready', '', true],
        ['train.pdf', 'ready', 'corp:feeType:travel', true],
      ],
    );
    expect(store.items[0]).toMatchObject({
      invoice: MEAL,
      check: VALID,
      file: { fileName: 'meal.png' },
    });
    expect(upload).toHaveBeenCalledTimes(2);
    expect(store.chosen).toHaveLength(2);
  });

  it('says per file why one gave no invoice, and goes on with the others', async () => {
    const { store } = captureWith({
      'meal.png': read(MEAL),
      'corrupt.pdf': { ok: false, failure: { code: 'unreadable-pdf' } },
    });
    await store.addFiles([fileNamed('corrupt.pdf'), fileNamed('meal.png'), fileNamed('blank.png')]);
    expect(failureOf(store, 'corrupt.pdf')).toEqual({
      code: 'decode',
      failure: { code: 'unreadable-pdf' },
    });
    expect(failureOf(store, 'blank.png')).toEqual({ code: 'decode', failure: { code: 'no-qr' } });
    expect(store.chosen.map((item) => item.name)).toEqual(['meal.png']);
  });

  it('reads at most nine files, naming each one it left out', async () => {
    const { store, decoder } = captureWith({});
    const files = Array.from({ length: 11 }, (_, index) => fileNamed(`photo-${index + 1}.png`));
    await store.addFiles(files);
    expect(decoder.decode).toHaveBeenCalledTimes(9);
    expect(failureOf(store, 'photo-10.png')).toEqual({ code: 'too-many' });
    expect(failureOf(store, 'photo-11.png')).toEqual({ code: 'too-many' });
  });

  it('refuses the same invoice twice in one capture and one already where it would go', async () => {
    const { store } = captureWith(
      { 'a.png': read(MEAL), 'b.png': read(MEAL), 'c.pdf': read(TRAIN) },
      {
        held: (invoice) => (invoice.invoiceType === 'TRAIN' ? { code: 'on-bill', line: 2 } : null),
      },
    );
    await store.addFiles([fileNamed('a.png'), fileNamed('b.png'), fileNamed('c.pdf')]);
    expect(failureOf(store, 'b.png')).toEqual({ code: 'repeated', name: 'a.png' });
    expect(failureOf(store, 'c.pdf')).toEqual({ code: 'on-bill', line: 2 });
  });

  it('shows what the policy blocks with its reason, not chosen unless the person says so', async () => {
    const { store } = captureWith({ 'red.png': read(RED) });
    await store.addFiles([fileNamed('red.png')]);
    const [item] = store.items;
    expect(item).toMatchObject({ state: 'ready', check: RED_FLUSHED, chosen: false });
    store.toggle(item.id);
    expect(store.chosen).toHaveLength(1);
  });

  it('keeps an invoice whose file could not be stored, without the file', async () => {
    const { store } = captureWith(
      { 'meal.png': read(MEAL) },
      { upload: () => Promise.reject(new Error('offline')) },
    );
    await store.addFiles([fileNamed('meal.png')]);
    expect(store.items[0]).toMatchObject({ state: 'ready', file: null, chosen: true });
  });

  it('keeps an invoice the checks could not be made for, marked unchecked', async () => {
    const { store } = captureWith({ 'meal.png': read(MEAL) }, { check: async () => null });
    await store.addFiles([fileNamed('meal.png')]);
    expect(store.items[0]).toMatchObject({ state: 'ready', check: null, chosen: true });
  });

  it('reads a host scanner’s text like a QR code, and refuses one that is no invoice', async () => {
    const { store } = captureWith({});
    await store.addScan('scan 1', '01,51,,26110000000012345678,553.00,20261110,,A1,');
    await store.addScan('scan 2', 'https://pay.example/qr/abc');
    store.scanFailed('scan 3');
    expect(store.items[0]).toMatchObject({ state: 'ready', invoice: TRAIN, file: null });
    expect(failureOf(store, 'scan 2')).toEqual({
      code: 'decode',
      failure: { code: 'not-invoice', problem: { code: 'not-invoice' } },
    });
    expect(failureOf(store, 'scan 3')).toEqual({ code: 'scan-failed' });
  });

  it('takes wallet invoices with their stored files, and drops what was kept elsewhere', async () => {
    const { store, upload } = captureWith({});
    const file = { fileName: 'meal.png', fileId: { id: 'f1' } };
    const entry = { id: 'w1', invoice: MEAL, file, createTime: 1, check: VALID };
    await store.addWallet([entry], () => 'meal');
    expect(store.items[0]).toMatchObject({ origin: { kind: 'wallet', walletId: 'w1' }, file });
    expect(upload).not.toHaveBeenCalled();
    store.drop([store.items[0].id]);
    expect(store.items).toEqual([]);
  });
});
