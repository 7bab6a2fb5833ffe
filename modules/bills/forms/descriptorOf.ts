import type { FieldDescriptorWire, FieldPartWire } from '@contracts/bills/fieldDescriptor';
import { CNY, type Currency } from '@shell/money';
import { fieldKindOf, type ResolvedKind } from './fieldKindOf';
import type { FieldDescriptor } from './FieldDescriptor';

/** The specification's currency; any part it lacks falls back to CNY's. */
function currencyOf(wire: FieldPartWire['currency']): Currency {
  const strCode = wire?.strCode ?? '';
  return {
    strCode: strCode || CNY.strCode,
    numCode: wire?.numCode || CNY.numCode,
    symbol: wire?.symbol || (strCode ? '' : CNY.symbol),
    unit: wire?.unit || (strCode ? '' : CNY.unit),
    scale: wire?.scale ?? CNY.scale,
  };
}

/**
 * The parts of a complex field: plain fields only, so a hostile specification cannot nest
 * without end. Parts that are complex themselves or that the engine cannot edit are left out;
 * an empty result makes the field read-only.
 */
function childrenOf(parts: readonly FieldPartWire[]): FieldDescriptor[] {
  const names = new Set<string>();
  return parts.flatMap((part) => {
    if (names.has(part.name)) return [];
    const child = descriptorOf(part);
    if (child.kind === 'complex' || child.kind === 'unsupported') return [];
    names.add(child.name);
    return [child];
  });
}

/** A field as the form edits it, from its descriptor read by the contract. */
export function descriptorOf(wire: FieldPartWire | FieldDescriptorWire): FieldDescriptor {
  const { dataType, format } = wire;
  const parts = 'parts' in wire ? wire.parts : [];
  const children = dataType.type === 'complex' ? childrenOf(parts) : [];
  const resolved: ResolvedKind =
    dataType.type === 'complex' && children.length === 0
      ? { kind: 'unsupported', unsupported: { reason: 'composite', type: 'complex' } }
      : fieldKindOf(dataType, format);
  const field: FieldDescriptor = {
    name: wire.name,
    label: wire.label,
    dataType,
    kind: resolved.kind,
    required: wire.required,
    readOnly: wire.readOnly || resolved.kind === 'unsupported',
    allowNegative: wire.allowNegative,
    multiline: wire.multiline,
    withTime: wire.withTime,
  };
  const optional: Partial<FieldDescriptor> = {
    enLabel: wire.enLabel,
    format,
    min: wire.min,
    max: wire.max,
    minLength: wire.minLength,
    maxLength: wire.maxLength,
    scale: wire.scale,
    options: resolved.kind === 'text' ? wire.options : undefined,
    textFormat: format === 'phone' || format === 'email' ? format : undefined,
    entity: resolved.entity,
    unsupported: resolved.unsupported,
    currency: resolved.kind === 'money' ? currencyOf(wire.currency) : undefined,
    children: resolved.kind === 'complex' ? children : undefined,
    section: wire.section,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(field, { [key]: value });
  }
  return field;
}
