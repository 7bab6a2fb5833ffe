import type { LocalizedCatalogue } from '@shell/i18n';
import type { PayType } from './types';

export interface EditMessages {
  newBill: string;
  newTitle: string;
  editTitle: (title: string) => string;
  edit: string;
  billType: string;
  chooseType: string;
  noTypes: string;
  typesFailed: string;
  formLabel: (name: string) => string;
  payType: string;
  payTypes: Record<PayType, string>;
  saved: string;
  /** The server's total is another amount than the lines make. */
  totalMismatch: string;
  incomplete: string;
  /** The session ended mid-save: nothing typed is lost, signing in again continues. */
  signedOut: string;
  notEditable: string;
  viewBill: string;
  savedAt: (time: string) => string;
  autosaving: string;
  restored: string;
  addLineFirst: string;
  lineLacks: (position: number, name: string, fields: string) => string;
}

export const editMessages: LocalizedCatalogue<EditMessages> = {
  'zh-CN': {
    // Not '新建单据': a link containing '单据' would read like the shell's '单据' link.
    newBill: '新建',
    newTitle: '新建单据',
    editTitle: (title) => `编辑单据：${title}`,
    edit: '编辑',
    billType: '单据类型',
    chooseType: '请选择单据类型',
    noTypes: '暂无可用的单据类型',
    typesFailed: '单据类型加载失败，请重试',
    formLabel: (name) => `${name}表单`,
    payType: '支付方式',
    payTypes: { CORPORATION: '对公支付', PERSONAL: '个人支付', MIXING: '混合支付' },
    saved: '草稿已保存',
    totalMismatch: '报销金额与费用明细合计不一致，未保存，请检查明细后重试',
    incomplete: '还有费用明细没填完，请补充标出的明细后再提交',
    signedOut: '登录已过期，填写的内容已保留在本页，请重新登录后再保存',
    notEditable: '该单据当前不可编辑',
    viewBill: '查看详情',
    savedAt: (time) => `已保存 ${time}`,
    autosaving: '正在自动保存…',
    restored: '已恢复你上次未保存的内容',
    addLineFirst: '请添加至少一条费用明细',
    lineLacks: (position, name, fields) => `第 ${position} 条费用明细（${name}）缺少：${fields}`,
  },
  'en-US': {
    newBill: 'New bill',
    newTitle: 'New bill',
    editTitle: (title) => `Edit bill: ${title}`,
    edit: 'Edit',
    billType: 'Bill type',
    chooseType: 'Choose a bill type',
    noTypes: 'No bill types are available to you',
    typesFailed: 'The bill types could not be loaded. Please retry.',
    formLabel: (name) => `${name} form`,
    payType: 'Pay type',
    payTypes: { CORPORATION: 'Corporate', PERSONAL: 'Personal', MIXING: 'Mixed' },
    saved: 'Draft saved',
    totalMismatch:
      'The total does not match the expense lines, so nothing was saved. Check the lines and try again.',
    incomplete: 'Some expense lines are not finished. Complete the marked lines, then submit.',
    signedOut:
      'Your sign-in has expired. What you entered is kept on this page; sign in again to save it.',
    notEditable: 'This bill cannot be edited now',
    viewBill: 'View bill',
    savedAt: (time) => `Saved at ${time}`,
    autosaving: 'Saving…',
    restored: 'What you had not saved last time is back',
    addLineFirst: 'Add at least one expense line',
    lineLacks: (position, name, fields) => `Expense line ${position} (${name}) needs: ${fields}`,
  },
};
