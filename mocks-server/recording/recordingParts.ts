import { isObject } from './clientFlagProblem';
import type { RecordedEntryPoint, SeenNode } from './Recording';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The entry point of a version 3 recording, null, or what is wrong with it. */
export function entryPointOf(value: unknown): RecordedEntryPoint | null | string {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) return 'entryPoint must be an object or null';
  for (const field of ['host', 'corp', 'staff', 'scenario', 'mode'] as const) {
    if (typeof value[field] !== 'string') return `entryPoint.${field} must be a string`;
  }
  if (value.device !== 'phone' && value.device !== 'desktop') {
    return 'entryPoint.device must be "phone" or "desktop"';
  }
  return value as unknown as RecordedEntryPoint;
}

/** What is wrong with the chosen files, or null. */
export function filesProblem(value: unknown): string | null {
  if (!isObject(value)) return 'files must be an object of files by id';
  for (const [id, file] of Object.entries(value)) {
    if (!isObject(file) || typeof file.name !== 'string' || typeof file.mimeType !== 'string') {
      return `files.${id} must have a name and a mimeType`;
    }
    if (typeof file.base64 !== 'string' || !BASE64.test(file.base64)) {
      return `files.${id}.base64 must be base64 (the file's bytes)`;
    }
  }
  return null;
}

/** The final view, or what is wrong with it. */
export function finalViewOf(value: unknown): SeenNode[] | string {
  if (!Array.isArray(value)) return 'finalView must be an array';
  for (const [index, node] of value.entries()) {
    if (!isObject(node) || typeof node.role !== 'string' || typeof node.name !== 'string') {
      return `finalView[${index}] must have a role and a name`;
    }
    if (node.level !== undefined && typeof node.level !== 'number') {
      return `finalView[${index}].level must be a number`;
    }
  }
  return value as SeenNode[];
}
