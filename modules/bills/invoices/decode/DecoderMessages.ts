import type { DecodeResult } from './DecodeResult';

/** What the page asks the invoice decoder worker: a file to read, or to get its reader ready. */
export type DecodeRequest = { id: number; file: Blob } | { id: number; warm: true };

/** What it answers, per request. */
export interface DecodeAnswer {
  id: number;
  result: DecodeResult;
  ms: number;
}
