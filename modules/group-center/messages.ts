import type { LocalizedCatalogue } from '@shell/i18n';

interface GroupCenterMessages {
  title: string;
  description: string;
  empty: string;
  steps: string;
  stepTenants: string;
  stepPermissions: string;
  stepProgress: string;
  search: string;
  selectAll: string;
  allCreate: string;
  inactive: string;
  next: string;
  back: string;
  distribute: string;
  distributeAll: string;
  distributeAllTitle: string;
  distributeAllText: string;
  confirm: string;
  cancel: string;
  allDownOn: string;
  auth: string;
  permissionName: Record<string, string>;
  running: string;
  success: string;
  failed: string;
  progressLabel: string;
  startOver: string;
  loadFailed: string;
  retry: string;
  share: string;
  saveShare: string;
  loading: string;
}

export const groupCenterMessages: LocalizedCatalogue<GroupCenterMessages> = {
  'zh-CN': {
    title: '集团中心',
    description: '将配置与权限下发到下属企业。',
    empty: '没有下属企业',
    steps: '下发步骤',
    stepTenants: '1. 选择企业',
    stepPermissions: '2. 选择权限',
    stepProgress: '3. 下发进度',
    search: '搜索企业名称',
    selectAll: '全选',
    allCreate: '全部创建',
    inactive: '已停用',
    next: '下一步',
    back: '上一步',
    distribute: '下发',
    distributeAll: '全部下发',
    distributeAllTitle: '确认全部下发？',
    distributeAllText: '将把全部权限下发到所选企业，已勾选的项目会被清空。',
    confirm: '确认',
    cancel: '取消',
    allDownOn: '已选择全部下发',
    auth: '授权',
    permissionName: {
      SPECIFICATION: '单据模板',
      FEE_TYPE: '费用类型',
      DIMENSION: '自定义档案',
      PAYEE_INFO: '收款信息',
      BUDGET: '预算',
    },
    running: '下发中',
    success: '下发成功',
    failed: '下发失败',
    progressLabel: '下发进度',
    startOver: '重新下发',
    loadFailed: '企业列表加载失败',
    retry: '重试',
    share: '共享权限',
    saveShare: '保存共享权限',
    loading: '加载中…',
  },
  'en-US': {
    title: 'Group center',
    description: 'Distribute configuration and permissions to subsidiary corporations.',
    empty: 'No subsidiaries',
    steps: 'Distribution steps',
    stepTenants: '1. Choose corporations',
    stepPermissions: '2. Choose permissions',
    stepProgress: '3. Progress',
    search: 'Search corporation name',
    selectAll: 'Select all',
    allCreate: 'All created',
    inactive: 'Inactive',
    next: 'Next',
    back: 'Back',
    distribute: 'Distribute',
    distributeAll: 'Distribute all',
    distributeAllTitle: 'Distribute everything?',
    distributeAllText:
      'Every permission goes to the chosen corporations; the items you checked are cleared.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    allDownOn: 'Distributing everything',
    auth: 'Authorized',
    permissionName: {
      SPECIFICATION: 'Bill templates',
      FEE_TYPE: 'Fee types',
      DIMENSION: 'Custom dimensions',
      PAYEE_INFO: 'Payee info',
      BUDGET: 'Budget',
    },
    running: 'Distributing',
    success: 'Distributed',
    failed: 'Failed',
    progressLabel: 'Distribution progress',
    startOver: 'Distribute again',
    loadFailed: 'The corporations could not be loaded',
    retry: 'Retry',
    share: 'Share permissions',
    saveShare: 'Save shared permissions',
    loading: 'Loading…',
  },
};
