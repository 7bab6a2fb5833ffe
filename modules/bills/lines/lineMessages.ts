import type { LocalizedCatalogue } from '@shell/i18n';

export interface LineMessages {
  lines: string;
  photos: string;
  addLine: string;
  editLine: string;
  newLine: string;
  feeType: string;
  chooseFeeType: string;
  duplicate: string;
  /** A line's "more" button, named by the line so that 200 of them are told apart. */
  moreActions: (line: string) => string;
  remove: (name: string) => string;
  deleteWord: string;
  moveUp: string;
  moveDown: string;
  done: string;
  cancel: string;
  noLines: string;
  lineCount: (count: number) => string;
  total: string;
  /** A line whose fee type cannot be read: what the person can still do. */
  unreadable: (name: string) => string;
  incomplete: string;
  noAmount: string;
  invoiceCount: (count: number) => string;
  /** The server's total disagrees with the lines: both shown, nothing overwritten. */
  totalMismatch: (server: string, lines: string) => string;
  confirmRemove: (name: string) => string;
  perPerson: (amount: string, limit: string) => string;
  feeTypesFailed: string;
  reimbursed: string;
  paid: string;
  inWords: string;
  derivedNote: string;
  currency: string;
  /** The currency select's first choice: the standard currency, no foreign side. */
  standardCurrency: string;
  /** A currency in the select: its name and letter code. */
  currencyOption: (name: string, code: string) => string;
  foreignAmount: (code: string) => string;
  rate: string;
  rateHint: (sysRate: string) => string;
  /** Under a rate the person may change: the system's, for reference. */
  sysRateHint: (sysRate: string) => string;
  rateInvalid: string;
  /** The foreign amount converted, shown live: "≈ ¥725.40". */
  converted: (amount: string) => string;
  foreignRequired: string;
  foreignInvalid: string;
  foreignScale: (scale: number) => string;
}

export const lineMessages: LocalizedCatalogue<LineMessages> = {
  'zh-CN': {
    lines: '费用明细',
    photos: '发票照片',
    addLine: '添加费用',
    editLine: '编辑费用',
    newLine: '新的费用',
    feeType: '费用类型',
    chooseFeeType: '请选择费用类型',
    duplicate: '复制',
    moreActions: (line) => `更多操作：${line}`,
    remove: (name) => `删除 ${name}`,
    deleteWord: '删除',
    moveUp: '上移',
    moveDown: '下移',
    done: '确定',
    cancel: '取消',
    noLines: '还没有费用明细，点“添加费用”记一笔',
    lineCount: (count) => `共 ${count} 笔`,
    total: '合计',
    unreadable: (name) =>
      `“${name}”的费用类型设置有误，此明细暂不能修改，其余明细不受影响，请联系管理员`,
    incomplete: '待补充',
    noAmount: '未填金额',
    invoiceCount: (count) => (count > 0 ? `${count} 张发票` : '无发票'),
    totalMismatch: (server, lines) =>
      `服务器记录的报销金额为 ${server}，与明细合计 ${lines} 不一致，请检查明细后重新保存`,
    confirmRemove: (name) => `删除“${name}”这笔费用？`,
    perPerson: (amount, limit) => `人均 ${amount}，标准 ${limit}`,
    feeTypesFailed: '费用类型加载失败',
    reimbursed: '报销金额',
    paid: '支付金额',
    inWords: '大写',
    derivedNote: '由费用明细自动合计',
    currency: '币种',
    standardCurrency: '人民币（CNY）',
    currencyOption: (name, code) => `${name}（${code}）`,
    foreignAmount: (code) => `外币金额（${code}）`,
    rate: '汇率',
    rateHint: (sysRate) => `系统汇率 ${sysRate}，不可修改`,
    sysRateHint: (sysRate) => `系统汇率 ${sysRate}`,
    rateInvalid: '汇率须为大于 0 的数字，最多 4 位小数',
    converted: (amount) => `折合人民币 ≈ ${amount}`,
    foreignRequired: '请填写外币金额',
    foreignInvalid: '外币金额须为大于 0 的数字',
    foreignScale: (scale) =>
      scale === 0 ? '该币种金额不能有小数' : `该币种金额最多 ${scale} 位小数`,
  },
  'en-US': {
    lines: 'Expense lines',
    photos: 'Invoice photos',
    addLine: 'Add expense',
    editLine: 'Edit expense',
    newLine: 'New expense',
    feeType: 'Fee type',
    chooseFeeType: 'Choose a fee type',
    duplicate: 'Duplicate',
    moreActions: (line) => `More actions: ${line}`,
    remove: (name) => `Delete ${name}`,
    deleteWord: 'Delete',
    moveUp: 'Move up',
    moveDown: 'Move down',
    done: 'Done',
    cancel: 'Cancel',
    noLines: 'No expense lines yet. Choose "Add expense" to record one',
    lineCount: (count) => (count === 1 ? '1 line' : `${count} lines`),
    total: 'Total',
    unreadable: (name) =>
      `The fee type of "${name}" is set up wrongly, so this line cannot be changed for now; the other lines are not affected. Please contact your administrator`,
    incomplete: 'Needs details',
    noAmount: 'No amount',
    invoiceCount: (count) =>
      count === 0 ? 'No invoice' : count === 1 ? '1 invoice' : `${count} invoices`,
    totalMismatch: (server, lines) =>
      `The server holds a total of ${server}, but the lines add up to ${lines}. Check the lines and save again`,
    confirmRemove: (name) => `Delete the expense "${name}"?`,
    perPerson: (amount, limit) => `${amount} per person, limit ${limit}`,
    feeTypesFailed: 'The fee types could not be loaded',
    reimbursed: 'Reimbursement amount',
    paid: 'Payment amount',
    inWords: 'In Chinese capitals',
    derivedNote: 'Added up from the expense lines',
    currency: 'Currency',
    standardCurrency: 'Chinese yuan (CNY)',
    currencyOption: (name, code) => `${name} (${code})`,
    foreignAmount: (code) => `${code} amount`,
    rate: 'Exchange rate',
    rateHint: (sysRate) => `System rate ${sysRate}; it cannot be changed`,
    sysRateHint: (sysRate) => `System rate ${sysRate}`,
    rateInvalid: 'The rate must be a number greater than 0 with at most 4 decimals',
    converted: (amount) => `In CNY ≈ ${amount}`,
    foreignRequired: 'Enter the amount in the foreign currency',
    foreignInvalid: 'The foreign amount must be a number greater than 0',
    foreignScale: (scale) =>
      scale === 0
        ? 'This currency takes whole amounts only'
        : `This currency takes at most ${scale} decimals`,
  },
};
