import * as v from 'valibot';
import { id, record, requiredId, text } from '../core/fields';
import { lineSpecificationSchema } from './lineSpecification';
import { activeUnlessFalse } from './specification';

/** One node of the fee-type tree (`flow.FeeType`); its `specification` says what its lines ask for. */
export const feeTypeSchema = v.pipe(
  record({
    id: requiredId,
    name: text(),
    fullName: text(),
    parentId: id,
    active: activeUnlessFalse,
    children: v.fallback(v.array(v.unknown()), () => []),
    specification: lineSpecificationSchema,
  }),
  v.transform(({ children, ...feeType }) => {
    const name = feeType.name || feeType.id;
    return { ...feeType, name, fullName: feeType.fullName || name, isLeaf: children.length === 0 };
  }),
);
