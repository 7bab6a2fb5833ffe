/** What the page asks the MD5 worker: hash a blob, or stop hashing one. */
export type Md5Request = { id: number; blob: Blob; cancel?: false } | { id: number; cancel: true };

/** What the worker answers: progress after each chunk, then the hash, an error or "cancelled". */
export interface Md5Answer {
  id: number;
  progress?: { done: number; total: number };
  md5?: string;
  error?: string;
  cancelled?: boolean;
}
