import { asOptionalString, asRecord, asString, asStringMap, NAME, STATE } from './asRecord';
import { compilePath } from './compilePath';
import type { ScenarioStub, StubRequest, StubResponse } from './ScenarioPreset';
import { STUB_FAULTS, STUB_METHODS, type StubFault } from './ScenarioPreset';
import { badPreset } from './ScenarioError';

const STUB_FIELDS = ['scenario', 'requiredState', 'request', 'response', 'newState'];
const REQUEST_FIELDS = ['method', 'path', 'query', 'bodyContains'];
const RESPONSE_FIELDS = [
  'status',
  'headers',
  'jsonBody',
  'body',
  'fault',
  'bytesPerSecond',
  'afterRequestPercent',
];

function validateRequest(value: unknown, where: string): StubRequest {
  const raw = asRecord(value, where, REQUEST_FIELDS);
  const method = asString(raw.method, `${where}.method`).toUpperCase();
  if (!STUB_METHODS.includes(method)) {
    throw badPreset(`${where}.method: "${method}" is not one of ${STUB_METHODS.join(', ')}`);
  }
  const path = asString(raw.path, `${where}.path`);
  compilePath(path, `${where}.path`);
  const request: StubRequest = { method, path };
  const query = asStringMap(raw.query, `${where}.query`);
  if (query) request.query = query;
  const bodyContains = asOptionalString(raw.bodyContains, `${where}.bodyContains`);
  if (bodyContains !== undefined) request.bodyContains = bodyContains;
  return request;
}

function validateResponse(value: unknown, where: string): StubResponse {
  const raw = asRecord(value, where, RESPONSE_FIELDS);
  const { status } = raw;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    throw badPreset(`${where}.status: must be an integer HTTP status from 100 to 599`);
  }
  if (raw.jsonBody !== undefined && raw.body !== undefined) {
    throw badPreset(`${where}: give either jsonBody or body, not both`);
  }
  if (raw.body !== undefined && typeof raw.body !== 'string') {
    throw badPreset(`${where}.body: must be a string (use jsonBody for JSON)`);
  }
  const response: StubResponse = { status };
  const headers = asStringMap(raw.headers, `${where}.headers`);
  if (headers) response.headers = headers;
  if (raw.jsonBody !== undefined) response.jsonBody = raw.jsonBody;
  if (typeof raw.body === 'string') response.body = raw.body;
  return withFault(response, raw, where);
}

function isStubFault(value: unknown): value is StubFault {
  return typeof value === 'string' && (STUB_FAULTS as readonly string[]).includes(value);
}

function withFault(
  response: StubResponse,
  raw: Record<string, unknown>,
  where: string,
): StubResponse {
  const { fault, bytesPerSecond, afterRequestPercent } = raw;
  if (fault !== undefined && !isStubFault(fault)) {
    throw badPreset(`${where}.fault: must be one of ${STUB_FAULTS.join(', ')}`);
  }
  if (fault === 'SLOW_LINK') {
    if (
      typeof bytesPerSecond !== 'number' ||
      !Number.isInteger(bytesPerSecond) ||
      bytesPerSecond < 1
    ) {
      throw badPreset(
        `${where}.bytesPerSecond: SLOW_LINK needs a whole number of bytes per second`,
      );
    }
    response.bytesPerSecond = bytesPerSecond;
  } else if (bytesPerSecond !== undefined) {
    throw badPreset(`${where}.bytesPerSecond: only SLOW_LINK takes a rate`);
  }
  if (fault !== undefined) response.fault = fault;
  if (afterRequestPercent !== undefined) {
    if (
      typeof afterRequestPercent !== 'number' ||
      !(afterRequestPercent >= 0 && afterRequestPercent <= 100) ||
      fault === 'SLOW_LINK'
    ) {
      throw badPreset(
        `${where}.afterRequestPercent: a number from 0 to 100, for an answer or a reset`,
      );
    }
    response.afterRequestPercent = afterRequestPercent;
  }
  return response;
}

/** One stub, checked field by field; every message says where in the file the problem is. */
export function validateStub(value: unknown, where: string): ScenarioStub {
  const raw = asRecord(value, where, STUB_FIELDS);
  const stub: ScenarioStub = {
    scenario: asString(raw.scenario, `${where}.scenario`, NAME),
    request: validateRequest(raw.request, `${where}.request`),
    response: validateResponse(raw.response, `${where}.response`),
  };
  const requiredState = asOptionalString(raw.requiredState, `${where}.requiredState`, STATE);
  if (requiredState !== undefined) stub.requiredState = requiredState;
  const newState = asOptionalString(raw.newState, `${where}.newState`, STATE);
  if (newState !== undefined) stub.newState = newState;
  return stub;
}
