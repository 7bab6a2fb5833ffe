import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const billsDescriptor: ModuleDescriptor = {
  id: 'bills',
  flag: 'module-bills',
  flagKeys: ['bills-display-mode'],
  registry: {
    type: 'APPLICATION',
    rootPath: '/bills',
    priority: 1,
    params: { title: { 'zh-CN': '单据', 'en-US': 'Bills' } },
  },
};
