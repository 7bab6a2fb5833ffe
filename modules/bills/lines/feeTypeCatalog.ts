import { feeTypeSchema } from '@contracts/bills/specification';
import { parseOrNull } from '@contracts/core/parse';
import type * as v from 'valibot';
import { isDecimalString, type DecimalString } from '@shell/money';
import { parseFieldDescriptors, type FieldDescriptor } from '../forms/FieldDescriptor';
import { fieldsOf } from '../models/readFields';
import { parseCurrencyOffers, type CurrencyOffer } from './foreignAmount';

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

/** A fee type's specification, or a problem when it is not one a form can be built from. */
export function parseLineSpecification(raw: unknown): LineSpecification | { problem: string } {
  const spec = fieldsOf(raw);
  if (!Array.isArray(spec.fields)) return { problem: 'The fee type has no field list' };
  const parsed = parseFieldDescriptors(spec.fields);
  if (parsed.problems.length > 0) return { problem: parsed.problems.join('; ') };
  const limit = spec.perPersonLimit;
  return {
    fields: parsed.fields,
    allowForeign: spec.allowForeign === true,
    currencies: spec.allowForeign === true ? parseCurrencyOffers(spec.currencies) : [],
    rateEditable: spec.rateEditable === true,
    perPersonLimit: isDecimalString(limit) ? limit : null,
    trip: spec.trip === true,
  };
}

/** A fee type read by its contract, its leaf's specification by the line form's reader. */
export function feeTypeInfoOf(feeType: FeeTypeWire): FeeTypeInfo {
  const { specification, ...info } = feeType;
  return { ...info, specification: info.isLeaf ? parseLineSpecification(specification) : null };
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
