import type { LocalizedCatalogue } from '@shell/i18n';
import type { CapProblem, ExtensionManagement, InstanceStatus } from './models/extensionCaps';

export interface ExtensionMessages {
  management: Record<ExtensionManagement, string>;
  status: Record<InstanceStatus, string>;
  used: (used: number, cap: number | null) => string;
  cap: string;
  saveCap: string;
  problem: Record<CapProblem, (least: number) => string>;
}

export const extensionMessages: LocalizedCatalogue<ExtensionMessages> = {
  'zh-CN': {
    management: { MANUAL: '手动管理', LIMITED: '限定数量' },
    status: { enabled: '已启用', disabled: '已停用', overLimit: '已停用（超出上限）' },
    used: (used, cap) => (cap === null ? `已使用 ${used} 次` : `已使用 ${used} / ${cap} 次`),
    cap: '使用上限',
    saveCap: '保存上限',
    problem: {
      notLimited: () => '手动管理的实例没有使用上限',
      notWholeNumber: () => '请输入不小于 0 的整数',
      belowUsed: (least) => `上限不能小于已使用的次数 ${least}`,
    },
  },
  'en-US': {
    management: { MANUAL: 'Managed by hand', LIMITED: 'Limited count' },
    status: { enabled: 'Enabled', disabled: 'Disabled', overLimit: 'Disabled (over the limit)' },
    used: (used, cap) => (cap === null ? `Used ${used} times` : `Used ${used} of ${cap}`),
    cap: 'Use limit',
    saveCap: 'Save limit',
    problem: {
      notLimited: () => 'An instance managed by hand has no use limit',
      notWholeNumber: () => 'Enter a whole number of 0 or more',
      belowUsed: (least) => `The limit cannot be below the ${least} uses already made`,
    },
  },
};
