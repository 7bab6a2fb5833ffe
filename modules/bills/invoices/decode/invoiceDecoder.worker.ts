import { decodeInvoiceFile } from './decodeInvoiceFile';
import type { DecodeAnswer, DecodeRequest } from './DecoderMessages';
import { prepareQrReader, warmQrReader } from './qrReader';
import { workerDecoderEnv } from './workerDecoderEnv';

// Decoding off the main thread keeps the page responsive while a 12 MP photo is read.
prepareQrReader(new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href);

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(answer: DecodeAnswer): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if ('warm' in request) {
    // A failed warm-up is not an answer: the first decode tries again and reports.
    warmQrReader().catch(() => undefined);
    return;
  }
  const { id, file } = request;
  const started = performance.now();
  void decodeInvoiceFile(file, workerDecoderEnv).then((result) =>
    scope.postMessage({ id, result, ms: performance.now() - started }),
  );
};
