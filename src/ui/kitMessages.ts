import type { LocalizedCatalogue } from '@shell/i18n';

export interface KitMessages {
  loading: string;
  retry: string;
  back: string;
  more: string;
  close: string;
  cancel: string;
  confirm: string;
  search: string;
  clear: string;
  previous: string;
  next: string;
  loadMore: string;
  allLoaded: string;
  refresh: string;
  refreshing: string;
  refreshed: string;
  pullToRefresh: string;
  releaseToRefresh: string;
  pageOf: (page: number, pages: number) => string;
  selected: (count: number) => string;
  selectAll: string;
  selectRow: string;
  noOptions: string;
  from: string;
  to: string;
  leaveTitle: string;
  leaveBody: string;
  leave: string;
  stay: string;
  notices: string;
  dismiss: string;
  step: (index: number, total: number) => string;
  /** An action failed and the server said nothing a person can use. */
  actionFailed: string;
}

export const kitMessages: LocalizedCatalogue<KitMessages> = {
  'zh-CN': {
    loading: '加载中…',
    retry: '重试',
    back: '返回',
    more: '更多',
    close: '关闭',
    cancel: '取消',
    confirm: '确定',
    search: '搜索',
    clear: '清除',
    previous: '上一页',
    next: '下一页',
    loadMore: '加载更多',
    allLoaded: '已全部加载',
    refresh: '刷新',
    refreshing: '正在刷新…',
    refreshed: '已刷新',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '松开刷新',
    pageOf: (page, pages) => `第 ${page} / ${pages} 页`,
    selected: (count) => `已选 ${count} 项`,
    selectAll: '全选',
    selectRow: '选择此行',
    noOptions: '没有匹配的选项',
    from: '开始',
    to: '结束',
    leaveTitle: '离开此页？',
    leaveBody: '还有未保存的修改，离开后将丢失。',
    leave: '离开',
    stay: '留在此页',
    notices: '通知',
    dismiss: '关闭通知',
    step: (index, total) => `第 ${index} 步，共 ${total} 步`,
    actionFailed: '操作失败，请稍后重试',
  },
  'en-US': {
    loading: 'Loading…',
    retry: 'Retry',
    back: 'Back',
    more: 'More',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'OK',
    search: 'Search',
    clear: 'Clear',
    previous: 'Previous page',
    next: 'Next page',
    loadMore: 'Load more',
    allLoaded: 'All loaded',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    refreshed: 'Up to date',
    pullToRefresh: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    selected: (count) => `${count} selected`,
    selectAll: 'Select all',
    selectRow: 'Select this row',
    noOptions: 'No matching options',
    from: 'From',
    to: 'To',
    leaveTitle: 'Leave this page?',
    leaveBody: 'You have unsaved changes; they will be lost.',
    leave: 'Leave',
    stay: 'Stay',
    notices: 'Notifications',
    dismiss: 'Dismiss notification',
    step: (index, total) => `Step ${index} of ${total}`,
    actionFailed: 'The action failed, please try again later',
  },
};
