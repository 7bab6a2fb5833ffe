import type { LocalizedCatalogue } from '@shell/i18n';
import type { SearchField } from './models/BillFilters';

export interface FilterMessages {
  filters: string;
  state: string;
  scene: string;
  formType: string;
  appId: string;
  submitterName: string;
  nodeOwner: string;
  any: string;
  /** appId null: a bill a person wrote, not one an app generated. */
  appNone: string;
  apps: Record<string, string>;
  reset: string;
  /** The phone's filter button, with how many filters are on. */
  filtersOn: (count: number) => string;
  done: string;
  search: string;
  searchBy: string;
  searchFields: Record<SearchField, string>;
  searchText: string;
}

export const filterMessages: LocalizedCatalogue<FilterMessages> = {
  'zh-CN': {
    filters: '筛选',
    state: '状态',
    scene: '场景',
    formType: '单据类型',
    appId: '来源',
    submitterName: '提交人',
    nodeOwner: '当前处理人',
    any: '全部',
    appNone: '员工填写',
    apps: { 'hose-mall': '商城', 'hose-trip': '差旅' },
    reset: '重置筛选',
    filtersOn: (count) => (count > 0 ? `筛选（${count}）` : '筛选'),
    done: '完成',
    search: '搜索',
    searchBy: '搜索字段',
    searchFields: { title: '名称', code: '单号' },
    searchText: '搜索内容',
  },
  'en-US': {
    filters: 'Filters',
    state: 'State',
    scene: 'Scene',
    formType: 'Bill type',
    appId: 'Source',
    submitterName: 'Submitter',
    nodeOwner: 'Node owner',
    any: 'All',
    appNone: 'Written by staff',
    apps: { 'hose-mall': 'Mall', 'hose-trip': 'Trip' },
    reset: 'Reset filters',
    filtersOn: (count) => (count > 0 ? `Filters (${count})` : 'Filters'),
    done: 'Done',
    search: 'Search',
    searchBy: 'Search by',
    searchFields: { title: 'Name', code: 'Code' },
    searchText: 'Search text',
  },
};
