import type { ModuleDescriptor } from '@shell/store';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const uploadDescriptor: ModuleDescriptor = {
  id: 'upload',
  flag: 'module-upload',
  flagKeys: ['upload-max-size-mb'],
  registry: {
    type: 'APPLICATION',
    rootPath: '/upload',
    priority: 2,
    params: { title: { 'zh-CN': '附件', 'en-US': 'Attachments' } },
  },
};
