import { feeTypeSchema } from '@contracts/bills/feeType';
import type { LineSpecificationWire } from '@contracts/bills/lineSpecification';
import { parseOrNull } from '@contracts/core/parse';
import type * as v from 'valibot';
import type { DecimalString } from '@shell/money';
import { descriptorOf } from '../forms/descriptorOf';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import type { CurrencyOffer } from './foreignAmount';

/** What a line of this fee type asks for (its specification, docs/bills-and-workflow.md `feeTypeForm`). */
export interface LineSpecification {
  fields: FieldDescriptor[];
  allowForeign: boolean;
  /** The foreign currencies a line may be entered in (none unless `allowForeign`). */
  currencies: CurrencyOffer[];
  /** A foreign line's rate may be changed from the system's. */
  rateEditable: boolean;
  /** The most a meal may cost per person, as decimal text. */
  perPersonLimit: DecimalString | null;
  trip: boolean;
}

type FeeTypeWire = v.InferOutput<typeof feeTypeSchema>;

/** One node of the fee-type tree (`flow.FeeType`); only leaves are picked for lines. */
export interface FeeTypeInfo {
  id: string;
  name: string;
  /** The path of names from the root (差旅/住宿费). */
  fullName: string;
  parentId: string | null;
  active: boolean;
  isLeaf: boolean;
  /** The leaf's specification, or why it cannot be read (its lines are then read-only). */
  specification: LineSpecification | { problem: string } | null;
}

/** A fee type's specification read by its contract, or a problem when no form can be built from it. */
function lineSpecificationOf(spec: LineSpecificationWire): LineSpecification | { problem: string } {
  if (!spec.fields) return { problem: 'The fee type has no field list' };
  if (spec.fields.problems.length > 0) return { problem: spec.fields.problems.join('; ') };
  return {
    fields: spec.fields.fields.map(descriptorOf),
    allowForeign: spec.allowForeign,
    currencies: spec.allowForeign ? spec.currencies : [],
    rateEditable: spec.rateEditable,
    perPersonLimit: spec.perPersonLimit,
    trip: spec.trip,
  };
}

/** A fee type read by its contract, its leaf's specification by the line form's reader. */
export function feeTypeInfoOf(feeType: FeeTypeWire): FeeTypeInfo {
  const { specification, ...info } = feeType;
  return { ...info, specification: info.isLeaf ? lineSpecificationOf(specification) : null };
}

/** One record of `/v1/form/feeTypes`, or null without an id. */
export function parseFeeType(raw: unknown): FeeTypeInfo | null {
  const feeType = parseOrNull(feeTypeSchema, raw);
  return feeType && feeTypeInfoOf(feeType);
}

/** Whether the line's fee type can be edited: a leaf whose specification was readable. */
export function usableSpecification(feeType: FeeTypeInfo | undefined): LineSpecification | null {
  const spec = feeType?.specification;
  return spec && 'fields' in spec ? spec : null;
}
