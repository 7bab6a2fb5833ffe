import { asOptionalString, asRecord, asString, asStringMap, NAME, STATE } from './asRecord';
import { compilePath } from './compilePath';
import type { ScenarioStub, StubRequest, StubResponse } from './ScenarioPreset';
import { STUB_METHODS } from './ScenarioPreset';
import { badPreset } from './ScenarioError';

const STUB_FIELDS = ['scenario', 'requiredState', 'request', 'response', 'newState'];
const REQUEST_FIELDS = ['method', 'path', 'query', 'bodyContains'];
const RESPONSE_FIELDS = ['status', 'headers', 'jsonBody', 'body'];

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
