import type { CaptureStore } from './CaptureStore';

type Scanner = (options: { type: 'qrCode' }) => Promise<string>;

/** Whether the host already told the person (its "not supported" alert): say nothing more. */
function alreadyTold(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'UnsupportedFeatureError' &&
    (error as Error & { alerted?: unknown }).alerted === true
  );
}

/** One scan with the host's own scanner (docs/host-verbs.md `qrCode`); its text is read like a file's QR. */
export async function scanInto(store: CaptureStore, scanner: Scanner, name: string) {
  let text: string;
  try {
    text = await scanner({ type: 'qrCode' });
  } catch (error) {
    if (!alreadyTold(error)) store.scanFailed(name);
    return;
  }
  await store.addScan(name, typeof text === 'string' ? text : '');
}
