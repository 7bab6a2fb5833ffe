import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const approvalDescriptor: ModuleDescriptor = {
  id: 'approval',
  flag: 'module-approval',
  flagKeys: ['approval-bulk-agree'],
  registry: {
    type: 'APPLICATION',
    rootPath: '/approval',
    priority: 2,
    params: { title: { 'zh-CN': '审批', 'en-US': 'Approval' } },
  },
};
