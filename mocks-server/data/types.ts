// The app contract as the mock backend serves it (docs/lab.md). These types live here until the
// shell publishes its own; the app then shares them with `import type` and this file shrinks.

/** Every list call answers with the page and the total, never a bare array. */
export interface ListResponse<T> {
  items: T[];
  count: number;
}

/** Single-record calls wrap the record so the envelope can grow without breaking clients. */
export interface ValueResponse<T> {
  value: T;
}

/** The lab's own error shape; `code` uses the `error:lab:*` namespace so it never collides with real codes. */
export interface ErrorEnvelope {
  error: { code: string; message: string };
}

export interface CorporationRef {
  id: string;
  name: string;
}

export interface TenantPermission {
  name: string;
  auth: boolean;
}

export interface Tenant {
  id: string;
  /** The group tenant's id for subsidiaries, null for the group itself. */
  parentId: string | null;
  corporationId: string;
  name: string;
  active: boolean;
  nameSpell: string;
  /** The corporation whose data is shared into this tenant: the group's corporation. */
  sourceCorpId: string;
  permissions: TenantPermission[];
}

/** Bookkeeping every organisation record carries; times are ms since the epoch. */
export interface OrganizationRecord {
  id: string;
  version: number;
  active: boolean;
  createTime: number;
  updateTime: number;
  name: string;
  nameSpell: string;
  code: string;
  corporationId: string;
  order: number;
}

export interface Department extends OrganizationRecord {
  /** null for the root department (the corporation itself). */
  parentId: string | null;
  /** Child department ids, already sorted by their `order`. */
  children: string[];
}

export interface StaffRole {
  id: string;
  code: string;
  name: string;
}

export interface Staff extends OrganizationRecord {
  userId: string;
  /** An image URL; the lab uses SVG data URIs so nothing leaves the machine. */
  avatar: string;
  email: string;
  cellphone: string;
  note: string;
  /** Department ids the staff belongs to; `defaultDepartment` is always one of them. */
  departments: string[];
  defaultDepartment: string;
  external: boolean;
  corporation: CorporationRef;
  roles: StaffRole[];
}

export interface CurrentStaffRecord {
  staff: Staff;
  home5: boolean;
  isAuthorized: boolean;
  /** Admin privilege codes from docs/lab.md (SYS_ADMIN, REPORT_VIEW, …). */
  permissions: string[];
}

export interface StaffSetting {
  /** The staff id: the app keys its caches on it together with the corporation id. */
  id: string;
  corporationId: string;
  language: string;
  /** The tenant's brand colour (our field: the spec names the default, not where it comes from). */
  brandColor?: string;
  /** The staff's text size: small, normal or large. */
  fontSize?: 'small' | 'normal' | 'large';
}

export interface SessionValue {
  /** The access token. */
  id: string;
  isAssistPlatform: boolean;
  staffSetting: { language: string };
  userId?: string;
}

/** Hosts differ: some fill only `sessionId`, `corporationId` and `userId`. */
export interface SessionResponse {
  value?: SessionValue;
  sessionId?: string;
  corporationId?: string;
  userId?: string;
  wxCorpId?: string;
}

export interface SdkRecord {
  downloadUrl: string;
}

/** Bills (docs/lab.md): the flow, its money, details, approval plan, payments and print fields. */
export type * from '@contracts/billVocabulary';
export type * from './billTypes';
export type * from './billFlowTypes';

/** The registry contract is the app's own: the lab serves what the app validates. */
export type { MicroAppDescriptor } from '@shell/microfrontend';
