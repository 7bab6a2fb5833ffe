import {
  DEFAULT_ENTRY,
  DEFAULT_PRIORITY,
  isMicroAppPriority,
  isMicroAppType,
  type MicroAppDescriptor,
} from './MicroAppDescriptor';

/** What one raw entry amounts to: a descriptor (with non-fatal notes) or the reasons to drop it. */
export type RegistryEntryReading =
  | { readonly ok: true; readonly descriptor: MicroAppDescriptor; readonly notes: string[] }
  | { readonly ok: false; readonly reasons: string[] };

const REQUIRED_TEXT = ['name', 'uuid', 'version', 'type', 'bundleUrl'] as const;
const MAX_QUOTED = 60;

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Quotes untrusted text for a console line: bounded length, control characters escaped. */
export function quote(value: string): string {
  const short = value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value;
  return JSON.stringify(short);
}

/** Only own properties count: inherited ones never came from the registry's JSON. */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

// A script or iframe pointed at javascript: or data: would run attacker text in our origin.
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, 'https://registry.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function readDependencies(value: unknown, reasons: string[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    reasons.push('dependencies is not an array');
    return [];
  }
  const uuids: string[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const uuid: unknown = value[index];
    if (!isFilledString(uuid)) reasons.push(`dependency #${index} is not a uuid string`);
    else if (!uuids.includes(uuid)) uuids.push(uuid);
  }
  return uuids;
}

/**
 * Reads one registry entry. Absent `priority`, `entry`, `dependencies` and `params` take their
 * defaults silently; present but malformed `dependencies` or `params` drop the entry (docs/micro-frontend.md),
 * while a bad `priority` or `entry` falls back to the default with a note.
 */
export function readRegistryEntry(raw: unknown): RegistryEntryReading {
  if (!isPlainRecord(raw)) return { ok: false, reasons: ['it is not an object'] };
  const reasons: string[] = [];
  const notes: string[] = [];
  for (const key of REQUIRED_TEXT) {
    if (!isFilledString(own(raw, key))) reasons.push(`${key} is empty or not a string`);
  }
  const name = own(raw, 'name');
  const uuid = own(raw, 'uuid');
  const version = own(raw, 'version');
  const type = own(raw, 'type');
  if (isFilledString(type) && !isMicroAppType(type)) reasons.push(`type ${quote(type)} is unknown`);
  const bundleUrl = own(raw, 'bundleUrl');
  if (isFilledString(bundleUrl) && !isHttpUrl(bundleUrl)) {
    reasons.push('bundleUrl is not an http(s) URL');
  }
  // Registries write "no rootPath" as absent, null or "" for non-application entries alike.
  const givenRootPath = own(raw, 'rootPath');
  const rootPath = givenRootPath === null || givenRootPath === '' ? undefined : givenRootPath;
  if (rootPath !== undefined && !(typeof rootPath === 'string' && rootPath.startsWith('/'))) {
    reasons.push("rootPath does not start with '/'");
  } else if (rootPath === undefined && type === 'APPLICATION') {
    reasons.push('an APPLICATION has no rootPath');
  }
  const dependencies = readDependencies(own(raw, 'dependencies'), reasons);
  const params = own(raw, 'params');
  if (params !== undefined && !isPlainRecord(params)) reasons.push('params is not an object');

  const priority = own(raw, 'priority');
  if (priority !== undefined && !isMicroAppPriority(priority)) {
    notes.push(`priority is not 1, 2 or 3; using ${DEFAULT_PRIORITY}`);
  }
  const entry = own(raw, 'entry');
  if (entry !== undefined && !isFilledString(entry)) {
    notes.push(`entry is empty or not a string; using ${quote(DEFAULT_ENTRY)}`);
  }
  // The repeated checks only narrow the types: `reasons` already covers each of them.
  if (
    reasons.length > 0 ||
    !isFilledString(name) ||
    !isFilledString(uuid) ||
    !isFilledString(version) ||
    !isMicroAppType(type) ||
    !isFilledString(bundleUrl)
  ) {
    return { ok: false, reasons };
  }

  const descriptor: MicroAppDescriptor = {
    name,
    uuid,
    version,
    type,
    bundleUrl,
    priority: isMicroAppPriority(priority) ? priority : DEFAULT_PRIORITY,
    entry: isFilledString(entry) ? entry : DEFAULT_ENTRY,
    dependencies,
    params: isPlainRecord(params) ? { ...params } : {},
  };
  if (typeof rootPath === 'string') descriptor.rootPath = rootPath;
  return { ok: true, descriptor, notes };
}
