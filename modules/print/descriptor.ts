import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const printDescriptor: ModuleDescriptor = {
  id: 'print',
  flag: 'module-print',
  registry: {
    type: 'APPLICATION',
    rootPath: '/print',
    priority: 2,
    params: { title: { 'zh-CN': '打印', 'en-US': 'Print' } },
  },
};
