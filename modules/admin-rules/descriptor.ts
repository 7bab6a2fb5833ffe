import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const adminRulesDescriptor: ModuleDescriptor = {
  id: 'admin-rules',
  flag: 'module-admin-rules',
  registry: {
    type: 'APPLICATION',
    rootPath: '/admin-rules',
    priority: 3,
    params: { title: { 'zh-CN': '规则配置', 'en-US': 'Rules' } },
  },
};
