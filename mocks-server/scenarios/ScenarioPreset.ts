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

/**
 * Lab faults a stub can play instead of a plain answer. CONNECTION_RESET_BY_PEER keeps WireMock's
 * name: the socket is reset. SLOW_LINK reads the request at `bytesPerSecond` and then lets the
 * real route answer, so an upload over a slow link still ends stored.
 */
export const STUB_FAULTS = ['CONNECTION_RESET_BY_PEER', 'SLOW_LINK'] as const;
export type StubFault = (typeof STUB_FAULTS)[number];

export interface StubResponse {
  status: number;
  /** Played instead of the status and body (SLOW_LINK: before the real route). */
  fault?: StubFault;
  /** SLOW_LINK's rate. */
  bytesPerSecond?: number;
  /**
   * Lab extension: answer (or fault) only once this share of the request body, by its
   * Content-Length, has arrived — a failure in the middle of an upload.
   */
  afterRequestPercent?: number;
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
  /**
   * States a person may move a scenario to beyond those its stubs name, offered by the console:
   * a state no stub requires lets the real route answer (e.g. `link-back` after a reset).
   */
  extraStates?: Record<string, string[]>;
}

/** A request reduced to what stubs look at, so the engine runs without Express. */
export interface ScenarioRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
}
