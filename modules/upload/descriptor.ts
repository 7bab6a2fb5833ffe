import type { ModuleDescriptor } from '@shell/store';

/**
 * Pure data (no React) so the build can read it to emit registry.json. A COMPONENT: the shell
 * loads it and registers its exports (the upload widget) for other modules to find by name.
 */
export const uploadDescriptor: ModuleDescriptor = {
  id: 'upload',
  flag: 'module-upload',
  flagKeys: ['upload-max-size-mb', 'upload-file-types'],
  registry: {
    type: 'COMPONENT',
    priority: 2,
    params: { title: { 'zh-CN': '附件', 'en-US': 'Attachments' } },
  },
};
