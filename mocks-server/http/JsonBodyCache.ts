import type { Response } from 'express';
import { JsonSnapshot } from './JsonSnapshot';

/** What res.json ends up sending as Content-Type for a JSON body. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Keys come from requests (a tenant, a staff), so each owner keeps only the most recent few. */
export const MAX_BODIES_PER_OWNER = 32;

interface CachedBody {
  snapshot: JsonSnapshot;
  bytes: Buffer;
}

/** The app settings that change what res.json writes; with any of them set the cache stands aside. */
function sendsPlainJson(res: Response): boolean {
  const { app } = res;
  return (
    res.get('Content-Type') === undefined &&
    app.get('json replacer') === undefined &&
    app.get('json spaces') === undefined &&
    !app.get('json escape')
  );
}

/**
 * The serialised bytes of large read-only bodies, per owner (the lab state: a reset replaces it,
 * so the old bodies go with it) and key (whatever the body depends on besides the state, e.g. the
 * tenant). A hit needs the value to match a snapshot of the cached one field by field, so a body
 * is never stale, whoever mutates the state and however; a miss serialises and replaces it.
 */
export class JsonBodyCache<Owner extends object> {
  private readonly owners = new WeakMap<Owner, Map<string, CachedBody>>();

  /** Sends exactly what `res.json(value)` sends: same bytes, Content-Type and Content-Length. */
  send(res: Response, owner: Owner, key: string, value: unknown): void {
    const bytes = sendsPlainJson(res) ? this.bytesOf(owner, key, value) : null;
    if (bytes === null) {
      res.json(value);
      return;
    }
    res.set('Content-Type', JSON_CONTENT_TYPE);
    res.send(bytes);
  }

  /** The UTF-8 JSON of `value`; null when the value is not plain JSON data (see JsonSnapshot). */
  bytesOf(owner: Owner, key: string, value: unknown): Buffer | null {
    let bodies = this.owners.get(owner);
    const cached = bodies?.get(key);
    if (cached?.snapshot.matches(value)) return cached.bytes;
    bodies?.delete(key);
    const snapshot = JsonSnapshot.of(value);
    const text = snapshot === null ? undefined : JSON.stringify(value);
    if (snapshot === null || text === undefined) return null;
    if (!bodies) {
      bodies = new Map();
      this.owners.set(owner, bodies);
    }
    if (bodies.size >= MAX_BODIES_PER_OWNER) {
      const oldest = bodies.keys().next();
      if (!oldest.done) bodies.delete(oldest.value);
    }
    const bytes = Buffer.from(text, 'utf8');
    bodies.set(key, { snapshot, bytes });
    return bytes;
  }
}
