/**
 * FeatBit-compatible flag evaluation, pure so the lab's mock flag server, the admin console and
 * tests share one implementation. See ../../../shared/reference/featbit-protocol.md §1, §2, §7.
 */
export type * from './types';
export { decodeConnectionToken, encodeConnectionToken } from './connectionToken';
export type { DecodedConnectionToken } from './connectionToken';
export { evaluateFlag } from './evaluateFlag';
export { flagVariations } from './flagVariations';
export type { VariationOption } from './flagVariations';
export { IN_SEGMENT, NOT_IN_SEGMENT, isConditionMatch } from './isConditionMatch';
export { isInRollout } from './isInRollout';
export { isInSegment } from './isInSegment';
export { OPERATOR_NAMES, isOperatorMatch } from './operators';
export type { OperatorName } from './operators';
export { rolloutOfKey } from './rolloutOfKey';
export { toClientFlag } from './toClientFlag';
export { userValueOf } from './userValueOf';
