import type { ModuleDescriptor, PrivilegeCode } from '@shell/store';

/** Distributing to subsidiaries is system administration (docs/admin.md SYS_ADMIN). */
export const GROUP_CENTER_PRIVILEGE: PrivilegeCode = 'SYS_ADMIN';

/** Pure data (no React) so the build can read it to emit registry.json. */
export const groupCenterDescriptor: ModuleDescriptor = {
  id: 'group-center',
  flag: 'module-group-center',
  registry: {
    type: 'APPLICATION',
    rootPath: '/group-center',
    priority: 3,
    // The shell menu offers the entry only to staff holding this privilege (isMenuEntryAllowed).
    params: {
      title: { 'zh-CN': '集团中心', 'en-US': 'Group center' },
      privilege: GROUP_CENTER_PRIVILEGE,
    },
  },
};
