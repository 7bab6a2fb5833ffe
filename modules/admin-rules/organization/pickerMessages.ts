import type { LocalizedCatalogue } from '@shell/i18n';

export interface PickerMessages {
  searchStaff: string;
  external: string;
  noStaff: string;
  loading: string;
  loadFailed: string;
  selected: string;
  choose: string;
  none: string;
  ok: string;
  cancel: string;
  remove: (name: string) => string;
  details: (name: string) => string;
  fields: Record<'name' | 'enName' | 'code' | 'email' | 'cellphone' | 'note', string>;
}

export const pickerMessages: LocalizedCatalogue<PickerMessages> = {
  'zh-CN': {
    searchStaff: '搜索姓名、工号或邮箱',
    external: '外部',
    noStaff: '没有匹配的人员',
    loading: '加载中…',
    loadFailed: '组织架构加载失败',
    selected: '已选 {count} 项',
    choose: '选择人员',
    none: '未选择人员',
    ok: '确定',
    cancel: '取消',
    remove: (name) => `移除${name}`,
    details: (name) => `查看${name}的详情`,
    fields: {
      name: '姓名',
      enName: '英文名',
      code: '工号',
      email: '邮箱',
      cellphone: '手机',
      note: '备注',
    },
  },
  'en-US': {
    searchStaff: 'Search name, code or email',
    external: 'External',
    noStaff: 'No matching staff',
    loading: 'Loading…',
    loadFailed: 'The organisation could not be loaded',
    selected: '{count} selected',
    choose: 'Choose staff',
    none: 'No staff chosen',
    ok: 'OK',
    cancel: 'Cancel',
    remove: (name) => `Remove ${name}`,
    details: (name) => `Details of ${name}`,
    fields: {
      name: 'Name',
      enName: 'English name',
      code: 'Code',
      email: 'Email',
      cellphone: 'Cellphone',
      note: 'Note',
    },
  },
};
