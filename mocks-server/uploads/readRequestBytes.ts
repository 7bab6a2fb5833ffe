export type RequestBytes =
  { tooLarge: false; bytes: Buffer<ArrayBuffer> } | { tooLarge: true; received: number };

/**
 * Reads a request body into memory up to `limit` bytes. Past the limit it keeps reading but
 * drops the bytes: answering before the client finished sending makes many clients report a
 * broken connection instead of the 413.
 */
export async function readRequestBytes(
  body: AsyncIterable<Buffer | string>,
  limit: number,
): Promise<RequestBytes> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received <= limit) chunks.push(bytes);
    else chunks.length = 0;
  }
  if (received > limit) return { tooLarge: true, received };
  return { tooLarge: false, bytes: Buffer.concat(chunks, received) };
}
