/**
 * FeatBit-compatible flag evaluation, pure so the lab's mock flag server, the admin console and
 * tests share one implementation. See docs/flags.md.
 */
export type * from './types';
export { decodeConnectionToken, encodeConnectionToken } from './connectionToken';
export { evaluateFlag } from './evaluateFlag';
export { IN_SEGMENT, NOT_IN_SEGMENT } from './isConditionMatch';
export { OPERATOR_NAMES } from './operators';
export { toClientFlag } from './toClientFlag';
