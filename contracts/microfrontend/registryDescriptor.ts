import * as v from 'valibot';
import { isPlainObject } from '../core/fields';
import { listOf } from '../core/listOf';
import {
  DEFAULT_ENTRY,
  DEFAULT_PRIORITY,
  isFilledString,
  isMicroAppPriority,
  MICRO_APP_TYPES,
} from './microAppTypes';
import { registryDependencies, registryParams } from './registryLists';

const FIELDS = [
  'name',
  'uuid',
  'version',
  'type',
  'rootPath',
  'bundleUrl',
  'priority',
  'entry',
  'dependencies',
  'params',
] as const;
const MAX_QUOTED = 60;

/** Quotes untrusted text for a console line: bounded length, control characters escaped. */
export function quote(value: string): string {
  const short = value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value;
  return JSON.stringify(short);
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

/**
 * Own fields only (inherited ones never came from the registry's JSON), each one set, undefined
 * when absent, so that every field's reader runs and says what is wrong with it.
 */
function ownFields(input: Record<string, unknown>): Record<(typeof FIELDS)[number], unknown> {
  const read = (key: string) => (Object.hasOwn(input, key) ? input[key] : undefined);
  return Object.fromEntries(FIELDS.map((key) => [key, read(key)])) as Record<
    (typeof FIELDS)[number],
    unknown
  >;
}

const filled = (field: string) =>
  v.custom<string>(isFilledString, `${field} is empty or not a string`);

// Registries write "no rootPath" as absent, null or "" for non-application entries alike.
const rootPath = v.pipe(
  v.unknown(),
  v.transform((value) => (value === null || value === '' ? undefined : value)),
  v.custom<string | undefined>(
    (value) => value === undefined || (typeof value === 'string' && value.startsWith('/')),
    "rootPath does not start with '/'",
  ),
);

const entryFields = v.object({
  name: filled('name'),
  uuid: filled('uuid'),
  version: filled('version'),
  type: v.pipe(
    filled('type'),
    v.picklist(MICRO_APP_TYPES, (issue) => `type ${quote(String(issue.input))} is unknown`),
  ),
  rootPath,
  bundleUrl: v.pipe(filled('bundleUrl'), v.check(isHttpUrl, 'bundleUrl is not an http(s) URL')),
  priority: v.unknown(),
  entry: v.unknown(),
  dependencies: registryDependencies,
  params: registryParams,
});

/**
 * One registry entry (Registry entries (docs/micro-frontend.md)), read as `{ descriptor, notes }`.
 * Every reason to drop it is an issue of its own (a reader lists them all); absent `priority`,
 * `entry`, `dependencies` and `params` take their defaults silently, malformed `dependencies` or
 * `params` drop the entry, a bad `priority` or `entry` falls back to the default with a note.
 */
export const registryEntrySchema = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, 'it is not an object'),
  v.transform(ownFields),
  entryFields,
  // Runs even when another field failed (its value is then unchecked), so the warning lists all.
  v.rawCheck<v.InferOutput<typeof entryFields>>(({ dataset: { value }, addIssue }) => {
    if (isPlainObject(value) && value.type === 'APPLICATION' && value.rootPath === undefined) {
      addIssue({ message: 'an APPLICATION has no rootPath' });
    }
  }),
  v.transform(({ rootPath: path, priority, entry, ...fields }) => {
    const notes: string[] = [];
    if (priority !== undefined && !isMicroAppPriority(priority)) {
      notes.push(`priority is not 1, 2 or 3; using ${DEFAULT_PRIORITY}`);
    }
    if (entry !== undefined && !isFilledString(entry)) {
      notes.push(`entry is empty or not a string; using ${quote(DEFAULT_ENTRY)}`);
    }
    const descriptor = {
      ...fields,
      priority: isMicroAppPriority(priority) ? priority : DEFAULT_PRIORITY,
      entry: isFilledString(entry) ? entry : DEFAULT_ENTRY,
      ...(path === undefined ? {} : { rootPath: path }),
    };
    return { descriptor, notes };
  }),
);

/** The registry center's answer: a list of entries, a bad one dropped with a warning. */
export const registryAnswerSchema = v.pipe(
  v.unknown(),
  v.check(Array.isArray, 'the registry must be a list'),
  listOf('registry', registryEntrySchema),
);
