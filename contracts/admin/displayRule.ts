import * as v from 'valibot';
import { isPlainObject, record, text, time } from '../core/fields';
import { pageOf } from '../core/page';
import { activeUnlessFalse, adminId, ADMIN_TEXT, textList } from './adminFields';

/** docs/admin.md "Bill additional-message rule": the four display blocks in their default order. */
export const DISPLAY_BLOCKS = [
  'flowModifyContrasts',
  'riskTips',
  'invoiceConfig',
  'customDisplaies',
] as const;
export type DisplayBlockName = (typeof DISPLAY_BLOCKS)[number];

/** A block: its data items and its place; a sort that is not a number reads as null. */
const blockEntries = {
  datas: textList,
  sort: v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null),
};
const blockSchema = record(blockEntries);

/**
 * docs/admin.md: a rule (`smallComponentConfig`) as the server keeps it. `specificationIds` absent
 * (or not a list) means every specification; the custom block also carries the display mode.
 */
export const displayRuleSchema = record({
  id: adminId,
  name: text(ADMIN_TEXT),
  active: activeUnlessFalse,
  staffs: textList,
  specificationIds: v.fallback(v.nullable(textList), null),
  updateTime: time,
  flowModifyContrasts: blockSchema,
  riskTips: blockSchema,
  invoiceConfig: blockSchema,
  customDisplaies: record({
    ...blockEntries,
    displayName: v.fallback(v.picklist(['label', 'description']), 'description'),
  }),
});
export type DisplayRuleWire = v.InferOutput<typeof displayRuleSchema>;

/** `POST /v1/flow/smallComponentConfig/search`. */
export const displayRulesPageSchema = pageOf('items', displayRuleSchema);

/** `POST /v1/flow/smallComponentConfig` (a save): the rule as saved, null when unreadable. */
export const savedDisplayRuleSchema = record({
  value: v.fallback(v.nullable(displayRuleSchema), null),
});

/** `GET …/getSpecificationIds`: null when the rules cover every specification. */
export const ruleSpecificationIdsSchema = v.pipe(
  record({ value: record({ all: v.fallback(v.boolean(), false), specificationIds: textList }) }),
  v.transform(({ value }) => (value.all ? null : value.specificationIds)),
);

/**
 * `GET …/getSmallComponentConfig`: the rule for one specification as the bill screens read it;
 * `value` is null (or anything but an object) when no rule applies.
 */
export const billBlocksAnswerSchema = record({
  value: v.fallback(
    v.nullable(
      v.pipe(
        v.unknown(),
        v.check(isPlainObject),
        record({
          name: text(100),
          active: activeUnlessFalse,
          flowModifyContrasts: blockSchema,
          riskTips: blockSchema,
          invoiceConfig: blockSchema,
          customDisplaies: record({ ...blockEntries, displayName: text(20) }),
        }),
      ),
    ),
    null,
  ),
});
