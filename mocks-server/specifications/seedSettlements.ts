import type { Settlement } from './referenceTypes';

/** The first two are the ones seeded bill details carry, by name. */
const SETTLEMENTS: readonly (readonly [string, string, string])[] = [
  ['mall', '商城结算', '随单支付'],
  ['monthly', '月结', '事后统一结算'],
  ['trip', '差旅平台结算', '出行后统一结算'],
  ['advance', '备用金冲抵', '报销时冲抵'],
  ['personal', '个人垫付', '报销后支付'],
];

/** basedata.Settlement: settlement methods, each with its opportunity (when it settles). */
export function seedSettlements(corporationId: string): Settlement[] {
  return SETTLEMENTS.map(([code, name, opportunity]) => ({
    id: `${corporationId}:settlement:${code}`,
    name,
    code,
    active: true,
    corporationId,
    opportunity,
  }));
}
