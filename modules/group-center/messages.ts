import type { LocalizedCatalogue } from '@shell/i18n';

interface GroupCenterMessages {
  title: string;
  description: string;
  empty: string;
}

export const groupCenterMessages: LocalizedCatalogue<GroupCenterMessages> = {
  'zh-CN': {
    title: '集团中心',
    description: '将配置与权限下发到下属企业。',
    empty: '没有下属企业',
  },
  'en-US': {
    title: 'Group center',
    description: 'Distribute configuration and permissions to subsidiary corporations.',
    empty: 'No subsidiaries',
  },
};
