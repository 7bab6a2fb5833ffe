import { makeAutoObservable } from 'mobx';

export type SessionStatus =
  'idle' | 'signing-in' | 'signed-in' | 'unauthorized' | 'no-corporation' | 'failed';

/** The signed-in staff as the shell needs it; domain modules keep richer records themselves. */
export interface SessionStaff {
  id: string;
  name: string;
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
  isAssistPlatform?: boolean;
}

export class SessionStore {
  status: SessionStatus = 'idle';
  staff: SessionStaff | null = null;
  accessToken: string | null = null;
  permissions: string[] = [];
  isAuthorized = false;
  isAssistPlatform = false;
  /** Why sign-in failed, for the error screen's details; never shown raw to staff. */
  failure: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get corporationId(): string | null {
    return this.staff?.corporationId ?? null;
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
  }

  signedIn(session: SignedInSession): void {
    this.staff = session.staff;
    this.accessToken = session.accessToken ?? null;
    this.permissions = [...(session.permissions ?? [])];
    this.isAuthorized = session.isAuthorized ?? false;
    this.isAssistPlatform = session.isAssistPlatform ?? false;
    this.status = session.staff.corporationId ? 'signed-in' : 'no-corporation';
  }

  unauthorized(): void {
    this.clear();
    this.status = 'unauthorized';
  }

  failed(reason: string): void {
    this.status = 'failed';
    this.failure = reason;
  }

  clear(): void {
    this.staff = null;
    this.accessToken = null;
    this.permissions = [];
    this.isAuthorized = false;
    this.isAssistPlatform = false;
    this.status = 'idle';
    this.failure = null;
  }
}
