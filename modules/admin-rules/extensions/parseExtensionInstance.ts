import { fieldsOf, textOf } from '../models/readFields';
import { EXTENSION_MANAGEMENTS, type ExtensionInstance } from './extensionCaps';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** One instance from the server; null (dropped) when it lacks an id or a known management. */
export function parseExtensionInstance(raw: unknown): ExtensionInstance | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  const management = EXTENSION_MANAGEMENTS.find((name) => name === fields.management);
  const usedCount = count(fields.usedCount);
  if (!id || !management || usedCount === null) return null;
  return {
    id,
    name: textOf(fields.name) || id,
    management,
    cap: management === 'LIMITED' ? count(fields.cap) : null,
    usedCount,
    enabled: fields.enabled !== false,
  };
}
