/** What the page asks the MD5 worker: hash a blob, or stop hashing one. */
export type Md5Request =
  /** `port`: the bytes come from the reader worker over it, else the worker reads the blob. */
  { id: number; blob: Blob; port?: MessagePort; cancel?: false } | { id: number; cancel: true };

/** What the worker answers: progress after each chunk, then the hash, an error or "cancelled". */
export interface Md5Answer {
  id: number;
  progress?: { done: number; total: number };
  md5?: string;
  error?: string;
  cancelled?: boolean;
}

/** What the page asks the reader worker: read this blob into the port, piece by piece. */
export interface ReadRequest {
  blob: Blob;
  port: MessagePort;
  pieceBytes: number;
  /** Pieces it may send before the hasher asks for more (the memory the pipe may hold). */
  credits: number;
}

/** Reader → hasher over their port. */
export type PieceMessage = { piece: Uint8Array } | { done: true } | { error: string };

/**
 * Hasher → reader over their port: one more piece (with the last one's memory back, to fill
 * again instead of allocating), or stop reading (cancelled, failed).
 */
export type CreditMessage = { credit: true; spare?: ArrayBuffer } | { stop: true };
