import type { SignInOutcome, SignInSession } from '@shell/auth';
import type { StartupParams } from '@shell/startup';
import type { HostAdapterEnv } from './core/HostAdapterEnv';
import type { HostBridgeVerbs } from './HostBridgeVerbs';

export type {
  ChooseImageOptions,
  ChosenFile,
  HostBridgeVerbs,
  PersonInfo,
  ProxyRequest,
  SharePayload,
} from './HostBridgeVerbs';

/**
 * Every host the app runs in. `web` is a plain desktop or mobile browser; `remote` is any
 * `sdkName` the app does not ship an adapter for, looked up through the CRM SDK list.
 */
export type HostId =
  | 'web'
  | 'wecom'
  | 'dingtalk'
  | 'feishu'
  | 'cloudoffice'
  | 'hzbank'
  | 'workapp'
  | 'kk'
  | 'kingOA'
  | 'teams'
  | 'native'
  | 'remote';

/** The HTTP seam adapters use; the shell backs it with its axios client. */
export interface HostHttp {
  get<T>(url: string, options?: { params?: Record<string, string | undefined> }): Promise<T>;
  post<T>(
    url: string,
    body: unknown,
    options?: { params?: Record<string, string | undefined>; form?: boolean },
  ): Promise<T>;
  /**
   * Any method with extra headers, for the host request proxy. Optional so seams written before it
   * still type-check; without it the proxy handles GET and POST without headers only.
   */
  request?<T>(request: HostHttpRequest): Promise<T>;
}

export interface HostHttpRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
  form?: boolean;
}

/**
 * Thrown by `HostHttp` for a non-2xx answer. `code` is the body's error code whatever the host's
 * error shape (`error.code`, `errorCode`, `errcode`, `code`), `message` likewise.
 */
export class HostHttpError extends Error {
  override readonly name = 'HostHttpError';
  constructor(
    readonly status: number,
    readonly code: string | number | undefined,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Address-bar access, injectable so tests never navigate. */
export interface HostLocation {
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
  /** history.replaceState without navigation. */
  rewrite(url: string): void;
}

export interface HostLog {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/**
 * What the shell hands a sign-in beyond the page's environment: the address, scripts, cookies,
 * the event bus and the identity-provider chain.
 */
export interface HostSignInRequest {
  params: StartupParams;
  location: HostLocation;
  loadScript(url: string): Promise<void>;
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, days: number): void;
  };
  /** The app's event bus (spec: work app emits 'no code obtained' on it). */
  emit(event: string, detail?: unknown): void;
  /** The general identity-provider chain, for hosts that hand their code to the identity provider. */
  identitySignIn(code: string | undefined): Promise<SignInOutcome>;
}

/**
 * The one context a host's sign-in runs in: the page's environment (the same one its verbs were
 * built from: window, the page's HostHttp, clock, config, log) plus the sign-in request.
 */
export type HostSignInContext = HostAdapterEnv & HostSignInRequest;

/**
 * One host, as a value its chunk exports (README.md, "An adapter"): its id (which detectHost.ts
 * picks before any chunk loads), its sign-in describer and the verbs it implements natively; the
 * rest come from the base bridge.
 */
export interface HostAdapter {
  id: HostId;
  /** mobile/embedded or web, for the unsupported-feature alert variant. */
  variant: 'embedded' | 'web';
  signIn(context: HostSignInContext): Promise<SignInOutcome>;
  /**
   * A session remembered by this tab is being resumed (a reload, a deep link): get the host's
   * verbs ready as sign-in would have (load its SDK, configure its JS API) without signing in.
   */
  resume?(context: HostSignInContext, session: SignInSession): Promise<void>;
  /** Built once per page from its environment, before sign-in runs. */
  verbs(env: HostAdapterEnv): Partial<HostBridgeVerbs>;
}

export interface HostBridge extends HostBridgeVerbs {
  readonly id: HostId;
  readonly variant: 'embedded' | 'web';
  /** Verbs the host itself implements; the rest are the base bridge's fallbacks or refusals. */
  readonly hostVerbs: readonly (keyof HostBridgeVerbs)[];
  signIn(request: HostSignInRequest): Promise<SignInOutcome>;
  resume(request: HostSignInRequest, session: SignInSession): Promise<void>;
}
