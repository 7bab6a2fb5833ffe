import type { ModuleDescriptor, PrivilegeCode } from '@shell/store';

/** Rules shape every expense bill's screens (docs/admin.md EXPENSE_MANAGE, "expense bills"). */
export const ADMIN_RULES_PRIVILEGE: PrivilegeCode = 'EXPENSE_MANAGE';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const adminRulesDescriptor: ModuleDescriptor = {
  id: 'admin-rules',
  flag: 'module-admin-rules',
  registry: {
    type: 'APPLICATION',
    rootPath: '/admin-rules',
    priority: 3,
    // The shell menu offers the entry only to staff holding this privilege (isMenuEntryAllowed).
    params: {
      title: { 'zh-CN': '规则配置', 'en-US': 'Rules' },
      privilege: ADMIN_RULES_PRIVILEGE,
    },
  },
};
