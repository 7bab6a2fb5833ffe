import SparkMD5 from 'spark-md5';
import { UPLOAD_LIMITS } from '../uploadConstants';
import { readChunk } from './readChunk';

/**
 * Hex MD5 of a blob read in spec §9 chunks (8097152 bytes), so memory stays at one chunk.
 * Runs inside the worker, and in-thread where workers do not exist (jsdom).
 */
export async function md5OfBlob(
  blob: Blob,
  chunkBytes: number = UPLOAD_LIMITS.md5ChunkBytes,
  onChunk?: (done: number, total: number) => void,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += chunkBytes) {
    const end = Math.min(start + chunkBytes, blob.size);
    spark.append(await readChunk(blob.slice(start, end)));
    onChunk?.(end, blob.size);
  }
  return spark.end();
}
