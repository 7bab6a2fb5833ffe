import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const groupCenterDescriptor: ModuleDescriptor = {
  id: 'group-center',
  flag: 'module-group-center',
  registry: {
    type: 'APPLICATION',
    rootPath: '/group-center',
    priority: 3,
    params: { title: { 'zh-CN': '集团中心', 'en-US': 'Group center' } },
  },
};
