import type { MockState } from '../data/MockState';
import type { BillMessageRule, DisplayBlock, FeeAssignmentRule } from './ruleTypes';

export interface AdminRulesData {
  rules: BillMessageRule[];
  feeRules: FeeAssignmentRule[];
  nextId: number;
}

// Keyed by the state object: a lab reset swaps the state, so the rules go back to the seed.
const byState = new WeakMap<MockState, AdminRulesData>();

export function adminRulesOf(state: MockState): AdminRulesData {
  const existing = byState.get(state);
  if (existing) return existing;
  const created = seedAdminRules(state);
  byState.set(state, created);
  return created;
}

export function nextRuleId(data: AdminRulesData, prefix: string): string {
  data.nextId += 1;
  return `${prefix}-${String(data.nextId).padStart(4, '0')}`;
}

const block = (sort: number, datas: string[] = []): DisplayBlock => ({ datas, sort });

const RULE_NAMES = ['默认规则', '差旅报销提示', '发票核对提醒'];

/** Three rules and two fee rules per tenant, dated at the seed's "now". */
function seedAdminRules(state: MockState): AdminRulesData {
  const time = state.generatedAt;
  const rules = state.tenants.flatMap((tenant) =>
    RULE_NAMES.map((name, index): BillMessageRule => ({
      id: `${tenant.corporationId}:rule-${index + 1}`,
      name,
      active: true,
      corporationId: tenant.corporationId,
      ...(index === 1 ? { staffs: [state.currentStaffId] } : {}),
      // The rule for every specification fills all four blocks, so every lab bill shows them.
      flowModifyContrasts: block(1, index === 0 ? ['amount', 'title'] : []),
      riskTips: block(2, index === 0 ? ['overStandard', 'duplicateInvoice'] : ['overStandard']),
      invoiceConfig: block(3, index !== 1 ? ['invoiceStatus'] : []),
      customDisplaies: { ...block(4, index === 0 ? ['remark'] : []), displayName: 'description' },
      createTime: time - (3 - index) * 86_400_000,
      updateTime: time - (3 - index) * 86_400_000,
    })),
  );
  const feeRules = state.tenants.flatMap((tenant): FeeAssignmentRule[] => [
    {
      id: `${tenant.corporationId}:fee-rule-1`,
      type: 'ApplicationToExpense',
      name: '申请转报销',
      active: true,
      corporationId: tenant.corporationId,
      details: [],
    },
    {
      id: `${tenant.corporationId}:fee-rule-2`,
      type: 'Customized',
      name: '自定义分摊',
      active: true,
      corporationId: tenant.corporationId,
      details: [],
    },
  ]);
  return { rules, feeRules, nextId: 0 };
}
