import type { RequestHandler, Response } from 'express';
import type { BodySummary } from './RequestJournal';
import { isLabAdminPath } from './isLabAdminPath';
import { maskJsonText } from './maskSecrets';
import { issuedSecrets, type SecretRegistry } from './SecretRegistry';
import { BODY_PREVIEW_LIMIT } from './summarizeBody';
import { tapResponseBody } from './tapResponseBody';
import type { TappedBody } from './tapResponseBody';

// Keyed by the response, like unmatchedResponses: no augmenting of Express's types.
const summaries = new WeakMap<Response, BodySummary>();

const TEXTUAL = /json|text|javascript|xml|html|urlencoded/i;

function summarize(res: Response, body: TappedBody, secrets: SecretRegistry): BodySummary {
  const header = res.getHeader('content-type');
  const contentType = header === undefined ? null : String(header);
  // Binary bodies (uploads, images) would show as noise; their size is what a person needs.
  const textual = contentType !== null && TEXTUAL.test(contentType);
  const { truncated } = body;
  let bytes: Buffer | null = textual ? body.bytes : null;
  let preview: string | null = null;
  // Decoding and masking cost more than the rest of the entry, and most entries are never read:
  // the preview is made on first read (JSON, HAR) from the bounded copy the tap kept.
  return {
    contentType,
    bytes: body.totalBytes,
    get preview(): string | null {
      if (bytes !== null) {
        const text = secrets.mask(maskJsonText(bytes.toString('utf8')));
        preview = truncated ? `${text}…` : text;
        bytes = null;
      }
      return preview;
    },
    set preview(value: string | null) {
      bytes = null;
      preview = value;
    },
    truncated,
  };
}

/**
 * Keeps the first 1 KB of each response body, masked, for the journal and its HAR export.
 * The journal itself is mounted before compression and would see gzip; this tap must be
 * mounted after compression() to see what the route wrote.
 */
export function responseBodyTap(secrets: SecretRegistry = issuedSecrets): RequestHandler {
  return (req, res, next) => {
    if (!isLabAdminPath(req.originalUrl.split('?')[0])) {
      tapResponseBody(res, BODY_PREVIEW_LIMIT, (body) =>
        summaries.set(res, summarize(res, body, secrets)),
      );
    }
    next();
  };
}

/** Null when the tap is not mounted, or the response was never ended (reset, hang). */
export function tappedResponseBody(res: Response): BodySummary | null {
  return summaries.get(res) ?? null;
}
