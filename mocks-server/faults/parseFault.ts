import {
  BadFaultError,
  expectKeys,
  expectNumber,
  expectOneOf,
  expectRecord,
} from './BadFaultError';
import type { JsonRecord } from './BadFaultError';
import { FAULT_TYPES } from './FaultDefinition';
import type { Fault, JsonValue, LatencyFault } from './FaultDefinition';

// Ten minutes: longer than any client timeout we care about, short enough to catch a unit slip.
const MAX_MS = 600_000;
const MS = { min: 0, max: MAX_MS, integer: true };
// RFC 9110 token characters; anything else would make setHeader throw mid-request.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseLatency(record: JsonRecord): LatencyFault {
  const where = 'fault';
  const kind = expectOneOf(record.kind, ['fixed', 'uniform', 'jitter'] as const, 'fault.kind');
  if (kind === 'fixed') {
    expectKeys(record, ['type', 'kind', 'ms'], where);
    return { type: 'latency', kind, ms: expectNumber(record, 'ms', where, MS) };
  }
  if (kind === 'uniform') {
    expectKeys(record, ['type', 'kind', 'minMs', 'maxMs'], where);
    const minMs = expectNumber(record, 'minMs', where, MS);
    const maxMs = expectNumber(record, 'maxMs', where, MS);
    if (minMs > maxMs)
      throw new BadFaultError(`fault.minMs (${minMs}) exceeds fault.maxMs (${maxMs})`);
    return { type: 'latency', kind, minMs, maxMs };
  }
  expectKeys(record, ['type', 'kind', 'ms', 'jitterMs'], where);
  return {
    type: 'latency',
    kind,
    ms: expectNumber(record, 'ms', where, MS),
    jitterMs: expectNumber(record, 'jitterMs', where, MS),
  };
}

function parseHeaders(value: unknown): Record<string, string> {
  const record = expectRecord(value, 'fault.headers');
  for (const [name, headerValue] of Object.entries(record)) {
    if (!HEADER_NAME.test(name))
      throw new BadFaultError(`fault.headers has an invalid name ${JSON.stringify(name)}`);
    if (typeof headerValue !== 'string' || /[\r\n]/.test(headerValue)) {
      throw new BadFaultError(`fault.headers.${name} must be a single-line string`);
    }
  }
  return record as Record<string, string>;
}

function parseStatus(record: JsonRecord): Fault {
  expectKeys(record, ['type', 'status', 'body', 'headers'], 'fault');
  // 1xx are interim answers, not something a route can end with.
  const status = expectNumber(record, 'status', 'fault', { min: 200, max: 599, integer: true });
  const fault: Fault = { type: 'status', status };
  if (record.body !== undefined) fault.body = record.body as JsonValue;
  if (record.headers !== undefined) fault.headers = parseHeaders(record.headers);
  return fault;
}

/** Reads the `fault` part of a definition, or throws BadFaultError naming the bad field. */
export function parseFault(value: unknown): Fault {
  const record = expectRecord(value, 'fault');
  const type = expectOneOf(record.type, FAULT_TYPES, 'fault.type');
  switch (type) {
    case 'latency':
      return parseLatency(record);
    case 'status':
      return parseStatus(record);
    case 'truncate':
      expectKeys(record, ['type', 'afterBytes'], 'fault');
      return {
        type,
        afterBytes: expectNumber(record, 'afterBytes', 'fault', {
          min: 0,
          max: Number.MAX_SAFE_INTEGER,
          integer: true,
        }),
      };
    case 'dribble':
      expectKeys(record, ['type', 'bytesPerChunk', 'intervalMs'], 'fault');
      return {
        type,
        bytesPerChunk: expectNumber(record, 'bytesPerChunk', 'fault', {
          min: 1,
          max: 1_048_576,
          integer: true,
        }),
        intervalMs: expectNumber(record, 'intervalMs', 'fault', MS),
      };
    default:
      expectKeys(record, ['type'], 'fault');
      return { type };
  }
}
