import type { FilterNode } from './parseFilter';
import { badQuery } from './tokenizeFilter';
import type { Literal } from './tokenizeFilter';

/** A field is one value or, for fields like the node owners, several (any of them may match). */
export type FieldValue = Literal | readonly Literal[];

/** The fields a list can filter and sort on: a closed set, so a typo is a 400, not an empty page. */
export type FieldCatalog<T> = ReadonlyMap<string, (item: T) => FieldValue>;

export function checkFilterPaths<T>(node: FilterNode | null, catalog: FieldCatalog<T>): void {
  if (node === null) return;
  if ('items' in node) {
    node.items.forEach((item) => checkFilterPaths(item, catalog));
    return;
  }
  if (!catalog.has(node.path)) {
    throw badQuery(`Unknown field ${node.path}; known: ${[...catalog.keys()].join(', ')}`);
  }
}

/** `==` is strict equality; `contains` is a case-insensitive substring test on text fields. */
export function matchesFilter<T>(
  node: FilterNode | null,
  item: T,
  catalog: FieldCatalog<T>,
): boolean {
  if (node === null) return true;
  switch (node.kind) {
    case 'and':
      return node.items.every((each) => matchesFilter(each, item, catalog));
    case 'or':
      return node.items.some((each) => matchesFilter(each, item, catalog));
    case 'eq':
      return valuesOf(item, node.path, catalog).some((value) => value === node.value);
    case 'in':
      return valuesOf(item, node.path, catalog).some((value) => node.values.includes(value));
    case 'contains': {
      const needle = node.text.toLowerCase();
      return valuesOf(item, node.path, catalog).some(
        (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
      );
    }
  }
}

/** Numbers before strings before booleans; null (and several values) sort last. */
export function compareFields(left: FieldValue, right: FieldValue): number {
  const a = single(left);
  const b = single(right);
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a !== typeof b) return rank(a) - rank(b);
  return a < b ? -1 : 1;
}

function valuesOf<T>(item: T, path: string, catalog: FieldCatalog<T>): readonly Literal[] {
  const resolve = catalog.get(path);
  const value = resolve ? resolve(item) : null;
  return Array.isArray(value) ? value : [value as Literal];
}

function single(value: FieldValue): Literal {
  return Array.isArray(value) ? (value.length === 1 ? value[0] : null) : (value as Literal);
}

function rank(value: Literal): number {
  return typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2;
}
