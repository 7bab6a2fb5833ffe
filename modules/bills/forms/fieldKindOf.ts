import type { DataType } from './FieldDescriptor';
import type { FieldKind, FormatType, UnsupportedReason } from './fieldVocabulary';
import { refEntityOf } from './refEntities';

export interface ResolvedKind {
  kind: FieldKind;
  entity?: string;
  unsupported?: { reason: UnsupportedReason; type: string };
}

/** Types whose values are built elsewhere (computed, trip orders): shown, not edited. */
const COMPOSITE = new Set(['dynamic', 'order']);
const SIMPLE: Readonly<Record<string, FieldKind>> = {
  text: 'text',
  number: 'number',
  date: 'date',
  attachment: 'attachment',
};

const unsupported = (reason: UnsupportedReason, type: string): ResolvedKind => ({
  kind: 'unsupported',
  unsupported: { reason, type },
});

function refKind(kind: 'ref' | 'list', entity: string | undefined, type: string): ResolvedKind {
  if (!entity) return unsupported('missingEntity', type);
  if (!refEntityOf(entity)) {
    return unsupported('unknownEntity', entity);
  }
  return { kind, entity };
}

/**
 * A format names how a value is shown, so it wins over the data type ('switcher' on any type is
 * a switch); otherwise the data type decides. Nothing unknown is dropped: it becomes read-only.
 */
export function fieldKindOf(dataType: DataType, format: FormatType | undefined): ResolvedKind {
  const { type } = dataType;
  if (format === 'boolean' || type === 'boolean') return { kind: 'boolean' };
  if (format === 'switcher' || type === 'switcher') return { kind: 'switcher' };
  if (format === 'dateRange' || type === 'dateRange') return { kind: 'dateRange' };
  if (format === 'money' || type === 'money') return { kind: 'money' };
  if (format === 'ref' || type === 'ref') return refKind('ref', dataType.entity, type || 'ref');
  if (type === 'list') {
    const elem = dataType.elemType ?? { type: 'ref', entity: dataType.entity };
    if (elem.type !== 'ref') return unsupported('listElement', `list<${elem.type || '?'}>`);
    return refKind('list', elem.entity ?? dataType.entity, type);
  }
  if (Object.hasOwn(SIMPLE, type)) return { kind: SIMPLE[type] };
  if (format === 'phone' || format === 'email') return { kind: 'text' };
  // Its parts decide whether it can be edited (parseField): without usable ones it is read-only.
  if (type === 'complex') return { kind: 'complex' };
  if (COMPOSITE.has(type)) return unsupported('composite', type);
  return unsupported('unknownType', type || '?');
}
