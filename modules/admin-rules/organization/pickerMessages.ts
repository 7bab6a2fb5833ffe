import type { LocalizedCatalogue } from '@shell/i18n';

interface PickerMessages {
  searchStaff: string;
  external: string;
  noStaff: string;
  loading: string;
  loadFailed: string;
  selected: string;
}

export const pickerMessages: LocalizedCatalogue<PickerMessages> = {
  'zh-CN': {
    searchStaff: '搜索姓名、工号或邮箱',
    external: '外部',
    noStaff: '没有匹配的人员',
    loading: '加载中…',
    loadFailed: '组织架构加载失败',
    selected: '已选 {count} 项',
  },
  'en-US': {
    searchStaff: 'Search name, code or email',
    external: 'External',
    noStaff: 'No matching staff',
    loading: 'Loading…',
    loadFailed: 'The organisation could not be loaded',
    selected: '{count} selected',
  },
};
