import { makeAutoObservable } from 'mobx';
import type { SignInDialog, SignInText } from '../auth';

export type SessionStatus =
  'idle' | 'signing-in' | 'signed-in' | 'unauthorized' | 'no-corporation' | 'failed' | 'signed-out';

/** The signed-in staff as the shell needs it; domain modules keep richer records themselves. */
export interface SessionStaff {
  id: string;
  name: string;
  /** The staff code (工号), part of the document preview's watermark. */
  code?: string;
  corporationId: string;
  userId?: string;
  departmentId?: string;
  external?: boolean;
}

export interface SignedInSession {
  staff: SessionStaff;
  accessToken?: string;
  permissions?: string[];
  isAuthorized?: boolean;
  /** The current-staff record's home5 flag (docs/sign-in-and-hosts.md). */
  home5?: boolean;
  isAssistPlatform?: boolean;
}

export class SessionStore {
  status: SessionStatus = 'idle';
  staff: SessionStaff | null = null;
  accessToken: string | null = null;
  permissions: string[] = [];
  isAuthorized = false;
  home5 = false;
  isAssistPlatform = false;
  /** Why sign-in failed, for the error screen's details; never shown raw to staff. */
  failure: string | null = null;
  /** What a host's sign-in asked us to tell the person (docs/sign-in-and-hosts.md session failures). */
  problem: SignInText | null = null;
  /** A host dialog still open on the sign-in problem screen. */
  dialog: SignInDialog | null = null;
  /** The host's entry address a retry goes back to; kept after the dialog is closed. */
  retryUrl: string | null = null;

  /** Ends the identity provider's session (its refresh timer, its tokens), set by sign-in. */
  private endIdentitySession: () => void = () => undefined;

  constructor() {
    makeAutoObservable<SessionStore, 'endIdentitySession'>(this, { endIdentitySession: false });
  }

  setIdentitySessionEnd(end: () => void): void {
    this.endIdentitySession = end;
  }

  endIdentity(): void {
    this.endIdentitySession();
  }

  get corporationId(): string | null {
    return this.staff?.corporationId ?? null;
  }

  /** docs/sign-in-and-hosts.md document preview watermark: who opened the file, by name and staff code. */
  get watermark(): string {
    return [this.staff?.name, this.staff?.code].filter(Boolean).join(' ');
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  hasPermission(code: string): boolean {
    return this.permissions.includes(code);
  }

  startSignIn(): void {
    this.status = 'signing-in';
    this.failure = null;
    this.problem = null;
    this.dialog = null;
  }

  /** The host or identity provider granted a token: later calls carry it before staff info loads. */
  granted(accessToken: string): void {
    this.accessToken = accessToken;
  }

  signedIn(session: SignedInSession): void {
    this.staff = session.staff;
    this.accessToken = session.accessToken ?? this.accessToken;
    this.permissions = [...(session.permissions ?? [])];
    this.isAuthorized = session.isAuthorized ?? false;
    this.home5 = session.home5 ?? false;
    this.isAssistPlatform = session.isAssistPlatform ?? false;
    this.status = session.staff.corporationId ? 'signed-in' : 'no-corporation';
  }

  unauthorized(): void {
    this.clear();
    this.status = 'unauthorized';
  }

  /** The person signed out on purpose: nothing of the session is kept. */
  signedOut(): void {
    this.clear();
    this.status = 'signed-out';
  }

  failed(reason: string): void {
    this.status = 'failed';
    this.failure = reason;
  }

  /** A host-specific failure: shown with its own message (and dialog) instead of the generic screen. */
  hostProblem(problem: SignInText | null, dialog: SignInDialog | null = null): void {
    this.status = 'failed';
    this.problem = problem ?? dialog?.message ?? null;
    this.dialog = dialog;
    this.retryUrl = dialog?.retryUrl ?? null;
  }

  dismissDialog(): void {
    this.dialog = null;
  }

  clear(): void {
    this.staff = null;
    this.accessToken = null;
    this.permissions = [];
    this.isAuthorized = false;
    this.home5 = false;
    this.isAssistPlatform = false;
    this.status = 'idle';
    this.failure = null;
    this.problem = null;
    this.dialog = null;
    this.retryUrl = null;
  }
}
