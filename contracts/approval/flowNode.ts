import * as v from 'valibot';
import { AGREE_TYPES, NODE_TYPES, SKIPPED_TYPES } from '../billVocabulary';
import { flag, id, oneOf, record, requiredId, text, time } from '../core/fields';
import { listOf } from '../core/listOf';

const counterSignerSchema = record({ signer: requiredId, state: text(), action: id });

/** docs/approval-payment-print.md approval node; a node without an id is dropped (nothing could point at it). */
export const flowNodeSchema = v.pipe(
  record({
    id: requiredId,
    name: text(),
    type: oneOf(NODE_TYPES),
    signer: id,
    state: text(),
    action: id,
    skippedType: oneOf(SKIPPED_TYPES),
    agreeType: oneOf(AGREE_TYPES),
    description: text(),
    nonMatched: flag,
    operateTime: time,
    policy: oneOf(['ANY', 'ALL'] as const),
    counterSigners: listOf('plan.nodes.counterSigners', counterSignerSchema),
  }),
  v.transform((node) => ({
    ...node,
    type: node.type ?? 'normal',
    skippedType: node.skippedType ?? 'NO_SKIPPED',
    agreeType: node.agreeType ?? 'NO_AUTO_AGREE',
  })),
);
