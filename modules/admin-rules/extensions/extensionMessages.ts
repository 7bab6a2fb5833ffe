import type { LocalizedCatalogue } from '@shell/i18n';
import type { CapProblem, ExtensionManagement, InstanceStatus } from './extensionCaps';

export interface ExtensionMessages {
  title: string;
  description: string;
  list: string;
  empty: string;
  loading: string;
  loadFailed: string;
  saved: (name: string) => string;
  management: Record<ExtensionManagement, string>;
  status: Record<InstanceStatus, string>;
  used: (used: number, cap: number | null) => string;
  cap: string;
  editCap: string;
  editTitle: (name: string) => string;
  problem: Record<CapProblem, (least: number) => string>;
}

export const extensionMessages: LocalizedCatalogue<ExtensionMessages> = {
  'zh-CN': {
    title: '扩展实例',
    description: '限定数量的实例在使用次数超过上限后自动停用；上限不能低于已使用的次数。',
    list: '扩展实例列表',
    empty: '暂无扩展实例',
    loading: '加载中…',
    loadFailed: '扩展实例加载失败',
    saved: (name) => `已保存「${name}」的使用上限`,
    management: { MANUAL: '手动管理', LIMITED: '限定数量' },
    status: { enabled: '已启用', disabled: '已停用', overLimit: '已停用（超出上限）' },
    used: (used, cap) => (cap === null ? `已使用 ${used} 次` : `已使用 ${used} / ${cap} 次`),
    cap: '使用上限',
    editCap: '修改上限',
    editTitle: (name) => `修改「${name}」的使用上限`,
    problem: {
      notLimited: () => '手动管理的实例没有使用上限',
      notWholeNumber: () => '请输入不小于 0 的整数',
      belowUsed: (least) => `上限不能小于已使用的次数 ${least}`,
    },
  },
  'en-US': {
    title: 'Extension instances',
    description:
      'A limited instance turns itself off once its uses go over its limit; a limit cannot be set below the uses already made.',
    list: 'Extension instances',
    empty: 'No extension instances yet',
    loading: 'Loading…',
    loadFailed: 'The extension instances could not be loaded',
    saved: (name) => `The use limit of “${name}” is saved`,
    management: { MANUAL: 'Managed by hand', LIMITED: 'Limited count' },
    status: { enabled: 'Enabled', disabled: 'Disabled', overLimit: 'Disabled (over the limit)' },
    used: (used, cap) => (cap === null ? `Used ${used} times` : `Used ${used} of ${cap}`),
    cap: 'Use limit',
    editCap: 'Change limit',
    editTitle: (name) => `Change the use limit of “${name}”`,
    problem: {
      notLimited: () => 'An instance managed by hand has no use limit',
      notWholeNumber: () => 'Enter a whole number of 0 or more',
      belowUsed: (least) => `The limit cannot be below the ${least} uses already made`,
    },
  },
};
