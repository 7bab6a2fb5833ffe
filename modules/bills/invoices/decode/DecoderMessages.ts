import type { DecodeResult } from './DecodeResult';

/** What the page asks the invoice decoder worker. */
export interface DecodeRequest {
  id: number;
  file: Blob;
}

/** What it answers, per request. */
export interface DecodeAnswer {
  id: number;
  result: DecodeResult;
  ms: number;
}
