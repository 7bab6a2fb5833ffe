import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { cacheControlFor, IMMUTABLE } from './staticCacheControl';

const gzipped = promisify(gzip);

/**
 * The build's content-hashed scripts, gzipped once per lab rather than on every request: a
 * fresh browser (each e2e test opens one) fetches about 1.5 MB of them, and compressing that
 * again each time cost the lab about 75 ms of CPU per first page load. Such a file
 * never changes under its name, so the first compressed copy serves every later request.
 * Anything else (and a client that does not take gzip) goes on to the ordinary static files.
 */
export function gzippedOnce(distDir: string): RequestHandler {
  const root = path.resolve(distDir);
  const copies = new Map<string, Promise<Buffer | null>>();
  const copyOf = (file: string) => {
    let copy = copies.get(file);
    if (!copy) {
      copy = readFile(file).then(
        (bytes) => gzipped(bytes),
        // No such file: the request goes on as before; only files that exist are kept.
        () => {
          copies.delete(file);
          return null;
        },
      );
      copies.set(file, copy);
    }
    return copy;
  };
  return (req, res, next) => {
    const file = path.join(root, path.normalize(req.path));
    const served =
      (req.method === 'GET' || req.method === 'HEAD') &&
      file.startsWith(root + path.sep) &&
      file.endsWith('.js') &&
      cacheControlFor(file) === IMMUTABLE &&
      req.acceptsEncodings('gzip') === 'gzip';
    if (!served) {
      next();
      return;
    }
    copyOf(file).then((copy) => {
      if (!copy) {
        next();
        return;
      }
      res.set({
        'Content-Type': 'application/javascript; charset=UTF-8',
        'Content-Encoding': 'gzip',
        'Content-Length': String(copy.length),
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : copy);
    }, next);
  };
}
