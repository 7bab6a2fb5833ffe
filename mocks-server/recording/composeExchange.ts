import type { Request, Response } from 'express';
import { faultDecisionOf } from '../faults/faultsAppliedTo';
import { maskQuery } from '../journal/maskSecrets';
import { issuedSecrets } from '../journal/SecretRegistry';
import { summarizeBody } from '../journal/summarizeBody';
import type { TappedBody } from '../journal/tapResponseBody';
import { stubAnswerOf } from '../scenarios/stubAnswers';
import { recordableHeaders } from './recordableHeaders';
import type { HttpEntry, RecordedResponse } from './Recording';
import type { ReplayFault } from './ReplayFault';

/** One request while it is under way: its slot, and the bodies the two taps saw. */
export interface PendingExchange {
  index: number;
  atMs: number;
  /** What the route wrote, seen after compression. */
  routeBody?: TappedBody;
  /** What was written before compression ran: a fault's own answer. */
  answerBody?: TappedBody;
}

const EMPTY: TappedBody = { bytes: Buffer.alloc(0), totalBytes: 0, truncated: false };

function encodeBody(body: TappedBody): Pick<RecordedResponse, 'body' | 'bodyEncoding'> {
  const text = body.bytes.toString('utf8');
  // Round-trips only when the bytes are valid UTF-8; anything else must not be altered.
  return Buffer.from(text, 'utf8').equals(body.bytes)
    ? { body: text, bodyEncoding: 'utf8' }
    : { body: body.bytes.toString('base64'), bodyEncoding: 'base64' };
}

/** The fault that shaped this response: a scenario stub's, or one from the faults API. */
function faultOf(res: Response): ReplayFault | undefined {
  const stub = stubAnswerOf(res);
  if (stub?.fault === 'CONNECTION_RESET_BY_PEER') {
    const share = stub.afterRequestPercent;
    return share === undefined ? { type: 'reset' } : { type: 'reset', afterRequestPercent: share };
  }
  if (stub?.fault === 'SLOW_LINK')
    return { type: 'slow-link', bytesPerSecond: stub.bytesPerSecond ?? 1 };
  const fault = faultDecisionOf(res)?.fault;
  if (!fault) return undefined;
  if (fault.type === 'truncate') return { type: 'truncate', afterBytes: fault.afterBytes };
  if (fault.type === 'dribble') {
    return { type: 'dribble', bytesPerChunk: fault.bytesPerChunk, intervalMs: fault.intervalMs };
  }
  return { type: fault.type };
}

/**
 * The exchange as a recording keeps it, once its response closed (or, for a hang, when the
 * recording stops): status 0 when no answer ever started, with the fault that caused it.
 */
export function composeExchange(
  req: Request,
  res: Response,
  url: URL,
  pending: PendingExchange,
): HttpEntry {
  const fault = faultOf(res);
  const answered = res.writableFinished || res.headersSent;
  const failed = fault?.type === 'reset' || fault?.type === 'hang' || !answered;
  const body = failed ? EMPTY : (pending.routeBody ?? pending.answerBody ?? EMPTY);
  const stub = stubAnswerOf(res);
  const latencyMs = faultDecisionOf(res)?.latencyMs ?? 0;
  return {
    kind: 'http',
    atMs: pending.atMs,
    request: {
      method: req.method,
      path: url.pathname,
      query: issuedSecrets.maskFields(maskQuery(url.searchParams)),
      body: summarizeBody(req, issuedSecrets),
    },
    response: {
      status: failed ? 0 : res.statusCode,
      headers: failed ? {} : recordableHeaders(res.getHeaders()),
      ...encodeBody(body),
      truncated: body.truncated,
      ...(fault ? { fault } : {}),
      ...(latencyMs > 0 ? { latencyMs } : {}),
      ...(stub
        ? {
            scenario: {
              name: stub.name,
              state: stub.state,
              ...(stub.next ? { next: stub.next } : {}),
            },
          }
        : {}),
    },
  };
}
