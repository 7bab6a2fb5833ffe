import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface UploadRequest {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** A real multipart request built by the platform's FormData, as a browser would send it. */
export async function postUpload(url: string, request: UploadRequest): Promise<JsonAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
  form.append('file', new Blob([request.bytes], { type: request.type ?? '' }), request.name);
  const response = await fetch(url, { method: 'POST', body: form, headers: request.headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === '' ? null : JSON.parse(text),
  };
}

/** Every file below `root`, relative to it, to prove nothing landed outside the upload folder. */
export function listFiles(root: string): string[] {
  return readdirSync(root).flatMap((entry) => {
    const path = join(root, entry);
    return statSync(path).isDirectory()
      ? listFiles(path).map((inner) => join(entry, inner))
      : [relative(root, path)];
  });
}

/** Bytes covering every value 0-255, so any text decoding on the way would show. */
export function binaryBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 7 + 3) % 256;
  return bytes;
}
