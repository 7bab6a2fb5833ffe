import type { FieldDescriptor } from './FieldDescriptor';
import { ownValue } from './readDescriptorParts';

/** More parts than any complex field has: the rest of a hostile list is dropped. */
const MAX_CHILDREN = 50;

/**
 * The parts of a complex field (`fields` or `components`): plain fields only, one level deep,
 * so a hostile specification cannot nest without end. Parts that are complex themselves or
 * that the engine cannot edit are left out; an empty result makes the field read-only.
 */
export function parseComplexChildren(
  source: Record<string, unknown>,
  parse: (raw: unknown) => FieldDescriptor | string,
): FieldDescriptor[] {
  const list = ownValue(source, 'fields') ?? ownValue(source, 'components');
  if (!Array.isArray(list)) return [];
  const children: FieldDescriptor[] = [];
  const names = new Set<string>();
  for (const raw of list.slice(0, MAX_CHILDREN)) {
    const child = parse(raw);
    if (typeof child === 'string' || names.has(child.name)) continue;
    if (child.kind === 'complex' || child.kind === 'unsupported') continue;
    names.add(child.name);
    children.push(child);
  }
  return children;
}
