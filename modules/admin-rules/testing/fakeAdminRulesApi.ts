import type { AdminRulesApi } from '../api';
import type { ExtensionInstance } from '../extensions/extensionCaps';
import { parseRule } from '../models/ruleForm';
import type { RuleSummary } from '../types';

/** An in-memory api that records every call by name, for stores and pages under test. */
export function fakeAdminRulesApi(seed: RuleSummary[] = []) {
  const calls: { name: string; args: unknown[] }[] = [];
  const rules = [...seed];
  const extensions: ExtensionInstance[] = [
    { id: 'x1', name: '用车扩展', management: 'LIMITED', cap: 5, usedCount: 5, enabled: true },
    { id: 'x2', name: '商城扩展', management: 'MANUAL', cap: null, usedCount: 40, enabled: true },
  ];
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args });
  const api: AdminRulesApi = {
    async searchRules(body, fresh) {
      record('searchRules', body, fresh);
      return { items: rules.filter((rule) => rule.active), count: rules.length };
    },
    async saveRule(body) {
      record('saveRule', body);
      const saved = parseRule({ id: `rule-${rules.length + 1}`, ...body });
      if (saved) rules.push(saved);
      return saved;
    },
    async deactivateRule(id) {
      record('deactivateRule', id);
      const rule = rules.find((item) => item.id === id);
      if (rule) rule.active = false;
    },
    getSpecificationIds: async () => (record('getSpecificationIds'), ['s1']),
    getSpecifications: async () => (
      record('getSpecifications'),
      [
        { id: 's1', name: '日常报销单' },
        { id: 's2', name: '借款单' },
      ]
    ),
    getSpecificationGroups: async () => (record('getSpecificationGroups'), []),
    listFeeRules: async () => (record('listFeeRules'), []),
    createFeeRule: async (body) => void record('createFeeRule', body),
    updateFeeRule: async (id, body) => void record('updateFeeRule', id, body),
    getDepartments: async () => (record('getDepartments'), []),
    getActiveStaffs: async () => (record('getActiveStaffs'), []),
    getCurrentStaff: async () => (
      record('getCurrentStaff'),
      { staffId: 'me', home5: true, isAuthorized: true, permissions: [] }
    ),
    listExtensionInstances: async () => (record('listExtensionInstances'), [...extensions]),
    async saveExtensionCap(id, cap) {
      record('saveExtensionCap', id, cap);
      const at = extensions.findIndex((item) => item.id === id);
      const saved = { ...extensions[at]!, cap };
      extensions[at] = saved;
      return saved;
    },
  };
  return { api, calls, rules, extensions };
}
