/** Deeper than any lab payload; it also stops a cyclic value, which JSON cannot serialise either. */
const MAX_DEPTH = 32;

const UNSUPPORTED = Symbol('unsupported');

class ArrayNode {
  constructor(readonly items: Node[]) {}
}

class ObjectNode {
  constructor(
    readonly keys: string[],
    readonly values: Node[],
  ) {}
}

type Node = string | number | boolean | null | undefined | ArrayNode | ObjectNode;

/** Anything JSON.stringify treats specially (toJSON, Dates, Maps, classes) is left uncached. */
function isPlainArray(value: object): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return !Array.isArray(value) && (prototype === Object.prototype || prototype === null);
}

function nodeOf(value: unknown, depth: number): Node | typeof UNSUPPORTED {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? UNSUPPORTED : value;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return UNSUPPORTED;
  if (isPlainArray(value)) {
    const items: Node[] = [];
    for (const item of value) {
      const node = nodeOf(item, depth + 1);
      if (node === UNSUPPORTED) return UNSUPPORTED;
      items.push(node);
    }
    return new ArrayNode(items);
  }
  if (!isPlainObject(value)) return UNSUPPORTED;
  const keys: string[] = [];
  const values: Node[] = [];
  for (const key in value) {
    // An inherited enumerable key is walked by for…in but not by JSON.stringify.
    if (!Object.hasOwn(value, key)) return UNSUPPORTED;
    const node = nodeOf(value[key], depth + 1);
    if (node === UNSUPPORTED) return UNSUPPORTED;
    keys.push(key);
    values.push(node);
  }
  return new ObjectNode(keys, values);
}

function matches(value: unknown, node: Node): boolean {
  if (typeof node !== 'object' || node === null) return value === node;
  if (typeof value !== 'object' || value === null) return false;
  if (node instanceof ArrayNode) {
    if (!isPlainArray(value) || value.length !== node.items.length) return false;
    for (let index = 0; index < value.length; index += 1) {
      if (!matches(value[index], node.items[index])) return false;
    }
    return true;
  }
  if (!isPlainObject(value)) return false;
  const { keys, values } = node;
  let index = 0;
  // Own keys only: inherited enumerable ones are ruled out once per match (see JsonSnapshot).
  for (const key in value) {
    if (key !== keys[index] || !matches(value[key], values[index])) return false;
    index += 1;
  }
  return index === keys.length;
}

/** An enumerable key on Object.prototype (pollution) would show in every for…in. */
function prototypeIsClean(): boolean {
  return Object.keys(Object.prototype).length === 0;
}

/**
 * A structural copy of a JSON value, to tell later whether a value would serialise to the same
 * text without serialising it: walking the fields is several times cheaper than JSON.stringify
 * for bodies made of long strings (avatar data URIs), and it notices any mutation, in place or not.
 */
export class JsonSnapshot {
  private constructor(private readonly root: Node) {}

  /** Null when the value holds something the snapshot cannot vouch for (see isPlainObject). */
  static of(value: unknown): JsonSnapshot | null {
    const root = nodeOf(value, 0);
    return root === UNSUPPORTED ? null : new JsonSnapshot(root);
  }

  /** True when `value` has the same keys in the same order and the same primitive leaves. */
  matches(value: unknown): boolean {
    return prototypeIsClean() && matches(value, this.root);
  }
}
