import type { Request } from 'express';
import type { BodySummary } from './RequestJournal';
import { maskJson } from './maskSecrets';
import type { SecretRegistry } from './SecretRegistry';

/** In characters of the JSON text, which for lab payloads is close enough to 1 KB. */
export const BODY_PREVIEW_LIMIT = 1024;

/** What the journal keeps of a request body: its size and a masked, truncated JSON preview. */
export function summarizeBody(req: Request, secrets?: SecretRegistry): BodySummary | null {
  const contentType = req.headers['content-type'] ?? null;
  const length = req.headers['content-length'];
  const bytes = length === undefined ? null : Number(length);
  // Express 5 leaves `req.body` undefined unless a parser accepted the content type.
  const parsed: unknown = req.body;
  const hasParsedBody = parsed !== undefined;
  if (contentType === null && bytes === null && !hasParsedBody) return null;
  if (!hasParsedBody) return { contentType, bytes, preview: null, truncated: false };
  const text = JSON.stringify(maskJson(parsed)) ?? '';
  const json = secrets ? secrets.mask(text) : text;
  const truncated = json.length > BODY_PREVIEW_LIMIT;
  return {
    contentType,
    bytes,
    preview: truncated ? `${json.slice(0, BODY_PREVIEW_LIMIT)}…` : json,
    truncated,
  };
}
