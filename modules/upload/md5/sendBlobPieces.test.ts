import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { MessageChannel, type MessagePort as NodePort } from 'node:worker_threads';
import type { PieceMessage } from './md5Messages';
import { md5OfBlob } from './md5OfBlob';
import { piecesFromPort } from './piecesFromPort';
import { sendBlobPieces } from './sendBlobPieces';

function bytes(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + 7) % 251;
  return out;
}

// jsdom's Blob has no stream(); the reader worker's (a browser's) has, as Node's does.
const blobOf = (data: Uint8Array) => new NodeBlob([data]) as unknown as Blob;
const md5Of = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
// Node's ports are the web's MessagePort as far as these two halves use them.
const web = (port: NodePort) => port as unknown as MessagePort;

function pipe(blob: Blob, pieceBytes: number, credits: number) {
  const channel = new MessageChannel();
  const reading = sendBlobPieces({ blob, port: web(channel.port2), pieceBytes, credits });
  return { hasherPort: web(channel.port1), reading };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the MD5 pipe between the reader worker and the hasher', () => {
  it('hashes the pieces the reader sends to the blob’s MD5, with progress at each chunk', async () => {
    const data = bytes(5_500);
    const blob = blobOf(data);
    const { hasherPort, reading } = pipe(blob, 300, 2);
    const seen: number[] = [];
    const md5 = await md5OfBlob(blob, {
      chunkBytes: 1000,
      pieces: piecesFromPort(hasherPort),
      onChunk: (done) => seen.push(done),
    });
    await reading;
    expect(md5).toBe(md5Of(data));
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000, 5500]);
  });

  it('sends no more pieces than its credits until the hasher asks for more', async () => {
    const channel = new MessageChannel();
    const got: PieceMessage[] = [];
    channel.port1.on('message', (message: PieceMessage) => got.push(message));
    const reading = sendBlobPieces({
      blob: blobOf(bytes(1000)),
      port: web(channel.port2),
      pieceBytes: 100,
      credits: 3,
    });
    await tick();
    expect(got).toHaveLength(3);
    channel.port1.postMessage({ credit: true });
    await tick();
    expect(got).toHaveLength(4);
    channel.port1.postMessage({ stop: true });
    await reading;
    channel.port1.close();
  });

  it('stops reading when the hasher leaves early (a cancelled upload)', async () => {
    const { hasherPort, reading } = pipe(blobOf(bytes(10_000)), 100, 2);
    for await (const piece of piecesFromPort(hasherPort)) {
      expect(piece).toHaveLength(100);
      break;
    }
    await expect(reading).resolves.toBeUndefined();
  });

  it('ends the hashing with the reader’s error when the file cannot be read', async () => {
    const unreadable = {
      size: 10,
      stream: () =>
        new ReadableStream({ pull: (controller) => controller.error(new Error('file is gone')) }),
    } as unknown as Blob;
    const { hasherPort } = pipe(unreadable, 100, 2);
    await expect(md5OfBlob(unreadable, { pieces: piecesFromPort(hasherPort) })).rejects.toThrow(
      'file is gone',
    );
  });

  it('a cancel ends the wait for a piece that will never come', async () => {
    const channel = new MessageChannel();
    const controller = new AbortController();
    const hashing = md5OfBlob(blobOf(bytes(10)), {
      pieces: piecesFromPort(web(channel.port1), controller.signal),
    });
    controller.abort(new Error('upload cancelled'));
    await expect(hashing).rejects.toThrow('upload cancelled');
    channel.port2.close();
  });
});
