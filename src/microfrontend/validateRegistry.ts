import { isPlainObject as isPlainRecord } from '@contracts/core/fields';
import { parseWithReasons } from '@contracts/core/parseWithReasons';
import { isFilledString } from '@contracts/microfrontend/microAppTypes';
import { quote, registryEntrySchema } from '@contracts/microfrontend/registryDescriptor';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { RegistryError } from './RegistryError';

export type RegistryWarn = (message: string) => void;

export const NOT_A_LIST_MESSAGE = 'The micro-app registry must be a list';
export const NO_APPLICATION_MESSAGE = 'The micro-app registry has no APPLICATION';

const defaultWarn: RegistryWarn = (message) => console.warn(message);

interface Candidate {
  readonly descriptor: MicroAppDescriptor;
  readonly label: string;
}

/** Names an entry for a console line: its position always, its name when it has a usable one. */
function labelOf(raw: unknown, index: number): string {
  const name = isPlainRecord(raw) && Object.hasOwn(raw, 'name') ? raw.name : undefined;
  return isFilledString(name) ? `entry #${index} ${quote(name)}` : `entry #${index}`;
}

function keepFirst(
  candidates: readonly Candidate[],
  key: 'uuid' | 'name',
  droppedLabels: Map<string, string>,
  warn: RegistryWarn,
): Candidate[] {
  const seen = new Map<string, string>();
  return candidates.filter(({ descriptor, label }) => {
    const earlier = seen.get(descriptor[key]);
    if (earlier === undefined) {
      seen.set(descriptor[key], label);
      return true;
    }
    warn(`Micro-app registry ${label} dropped: its ${key} repeats ${earlier}`);
    if (!droppedLabels.has(descriptor.uuid)) droppedLabels.set(descriptor.uuid, label);
    return false;
  });
}

/**
 * Drops entries whose dependencies are missing, until nothing changes: dropping one entry can
 * orphan its dependants, and a half-satisfied app would fail later at load time instead.
 */
function keepResolvable(
  candidates: readonly Candidate[],
  droppedLabels: Map<string, string>,
  warn: RegistryWarn,
): Candidate[] {
  let current = [...candidates];
  for (;;) {
    const known = new Set(current.map(({ descriptor }) => descriptor.uuid));
    const next = current.filter(({ descriptor, label }) => {
      const missing = descriptor.dependencies.find((uuid) => !known.has(uuid));
      if (missing === undefined) return true;
      const dropped = droppedLabels.get(missing);
      const why = dropped
        ? `it depends on ${dropped}, which was dropped`
        : `it depends on unknown uuid ${quote(missing)}`;
      warn(`Micro-app registry ${label} dropped: ${why}`);
      return false;
    });
    if (next.length === current.length) return next;
    for (const gone of current.filter((candidate) => !next.includes(candidate))) {
      droppedLabels.set(gone.descriptor.uuid, gone.label);
    }
    current = next;
  }
}

function validate(input: unknown, warn: RegistryWarn): MicroAppDescriptor[] {
  if (!Array.isArray(input)) throw new RegistryError(NOT_A_LIST_MESSAGE);
  const read: Candidate[] = [];
  const droppedLabels = new Map<string, string>();
  for (let index = 0; index < input.length; index += 1) {
    const raw: unknown = input[index];
    const label = labelOf(raw, index);
    const reading = parseWithReasons(registryEntrySchema, raw);
    if (!reading.ok) {
      warn(`Micro-app registry ${label} dropped: ${reading.reasons.join('; ')}`);
      const uuid = isPlainRecord(raw) && Object.hasOwn(raw, 'uuid') ? raw.uuid : undefined;
      if (isFilledString(uuid) && !droppedLabels.has(uuid)) droppedLabels.set(uuid, label);
      continue;
    }
    const { descriptor, notes } = reading.output;
    for (const note of notes) warn(`Micro-app registry ${label}: ${note}`);
    read.push({ descriptor, label });
  }
  // Names must be unique too: single-spa and the MicroAppStore key applications by name.
  const byUuid = keepFirst(read, 'uuid', droppedLabels, warn);
  const unique = keepFirst(byUuid, 'name', droppedLabels, warn);
  const kept = keepResolvable(unique, droppedLabels, warn).map(({ descriptor }) => descriptor);
  if (!kept.some((descriptor) => descriptor.type === 'APPLICATION')) {
    throw new RegistryError(NO_APPLICATION_MESSAGE);
  }
  return kept;
}

/**
 * Turns untrusted registry JSON into descriptors (Registry entries (docs/micro-frontend.md)). Bad entries are
 * dropped with a warning naming the entry and why; duplicates keep the first valid entry. It
 * throws only RegistryError: for a non-list, for no APPLICATION left, or for input that cannot
 * even be read (a hostile object from a script list).
 */
export function validateRegistry(
  input: unknown,
  warn: RegistryWarn = defaultWarn,
): MicroAppDescriptor[] {
  try {
    return validate(input, warn);
  } catch (error) {
    if (error instanceof RegistryError) throw error;
    throw new RegistryError('The micro-app registry could not be read', { cause: error });
  }
}
