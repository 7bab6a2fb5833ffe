/** WireMock's name for the state every scenario begins in, kept so QA's habits carry over. */
export const STARTED = 'Started';

export const STUB_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'ANY'];

export interface StubRequest {
  /** An HTTP method, or 'ANY'. */
  method: string;
  /** An exact path, or a regular expression written between slashes: `/^\/api\/(a|b)\/x$/`. */
  path: string;
  /** Every listed parameter must be present with exactly this value. */
  query?: Record<string, string>;
  /** Looked for in the body as the app sent it, or as JSON once a body parser has read it. */
  bodyContains?: string;
}

export interface StubResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON; mutually exclusive with `body`. */
  jsonBody?: unknown;
  /** Sent as text; mutually exclusive with `jsonBody`. */
  body?: string;
}

export interface ScenarioStub {
  scenario: string;
  /** Omitted: the stub answers in any state, which suits failures that should always fire. */
  requiredState?: string;
  request: StubRequest;
  response: StubResponse;
  newState?: string;
}

/** What a JSON file in mocks-server/presets holds, and what GET /__lab/scenarios/export returns. */
export interface ScenarioPreset {
  name: string;
  description: string;
  stubs: ScenarioStub[];
  /** Initial state per scenario on activation; a scenario not listed starts in 'Started'. */
  states?: Record<string, string>;
}

/** A request reduced to what stubs look at, so the engine runs without Express. */
export interface ScenarioRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
}
