import { isAxiosError } from 'axios';

// An error page of megabytes says nothing a person can use; the notifier clips long text anyway.
const MAX_BLOB_BYTES = 64 * 1024;

/**
 * A request made for a file (`responseType: 'blob'`) gets its error answer as a Blob too, so the
 * server's `{message}` would be lost. A small JSON Blob is read back into the answer before it
 * is mapped to an HttpError; anything else is left as it came.
 */
export async function readBlobErrorBody(error: unknown): Promise<void> {
  if (!isAxiosError(error) || !error.response) return;
  const body: unknown = error.response.data;
  if (typeof Blob === 'undefined' || !(body instanceof Blob)) return;
  if (!/json/i.test(body.type) || body.size > MAX_BLOB_BYTES) return;
  try {
    error.response.data = JSON.parse(await textOf(body)) as unknown;
  } catch {
    // Not JSON after all: the status text stands in for the message.
  }
}

/** FileReader rather than `Blob.text()`, which older embedded webviews lack. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}
