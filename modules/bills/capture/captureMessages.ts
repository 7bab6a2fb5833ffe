import type { LocalizedCatalogue } from '@shell/i18n';

export interface CaptureMessages {
  capture: string;
  title: string;
  hint: string;
  camera: string;
  album: string;
  files: string;
  scan: string;
  /** The name a scan's result goes by. */
  scanned: (count: number) => string;
  wallet: (count: number) => string;
  walletEmpty: string;
  walletFailed: string;
  results: string;
  reading: string;
  checking: string;
  ready: string;
  failed: string;
  tooMany: (max: number) => string;
  onBill: (line: number) => string;
  inWallet: string;
  repeated: (name: string) => string;
  scanFailed: string;
  notStored: string;
  addToBill: (name: string) => string;
  keepItem: (name: string) => string;
  feeType: string;
  chooseFeeType: string;
  needsFeeType: (name: string) => string;
  add: (count: number) => string;
  keep: (count: number) => string;
  cancel: string;
  added: (count: number) => string;
  kept: (count: number) => string;
  keepFailed: (count: number) => string;
}

export const captureMessages: LocalizedCatalogue<CaptureMessages> = {
  'zh-CN': {
    capture: '识别发票',
    title: '识别发票',
    hint: '拍下发票或选择电子发票（PDF、OFD），一次最多 9 张；每张发票识别后成为一笔费用。',
    camera: '拍照',
    album: '从相册选择',
    files: '选择发票文件（图片、PDF、OFD）',
    scan: '扫一扫',
    scanned: (count) => `扫码 ${count}`,
    wallet: (count) => `从票夹选择（${count}）`,
    walletEmpty: '票夹中没有发票',
    walletFailed: '票夹加载失败',
    results: '识别结果',
    reading: '正在识别…',
    checking: '正在查验…',
    ready: '已识别',
    failed: '未识别',
    tooMany: (max) => `一次最多识别 ${max} 张，此文件未识别`,
    onBill: (line) => `这张发票已在第 ${line} 条费用明细中`,
    inWallet: '这张发票已在票夹中',
    repeated: (name) => `与“${name}”是同一张发票`,
    scanFailed: '没有扫到二维码，请重试',
    notStored: '发票文件未能上传，费用将不带附件；可稍后在明细中补充',
    addToBill: (name) => `添加 ${name}`,
    keepItem: (name) => `存入 ${name}`,
    feeType: '费用类型',
    chooseFeeType: '请选择费用类型',
    needsFeeType: (name) => `请为“${name}”选择费用类型`,
    add: (count) => (count > 0 ? `添加 ${count} 笔费用` : '添加费用'),
    keep: (count) => (count > 0 ? `存入票夹（${count}）` : '存入票夹'),
    cancel: '取消',
    added: (count) => `已添加 ${count} 笔费用`,
    kept: (count) => `已存入票夹 ${count} 张发票`,
    keepFailed: (count) => `${count} 张发票未能存入票夹，请重试`,
  },
  'en-US': {
    capture: 'Capture invoices',
    title: 'Capture invoices',
    hint: 'Photograph an invoice or choose e-invoices (PDF, OFD), up to 9 at once; each invoice read becomes an expense line.',
    camera: 'Take a photo',
    album: 'Choose from photos',
    files: 'Choose invoice files (images, PDF, OFD)',
    scan: 'Scan',
    scanned: (count) => `Scan ${count}`,
    wallet: (count) => `From the invoice wallet (${count})`,
    walletEmpty: 'The invoice wallet is empty',
    walletFailed: 'The invoice wallet could not be loaded',
    results: 'Results',
    reading: 'Reading…',
    checking: 'Checking…',
    ready: 'Read',
    failed: 'Not read',
    tooMany: (max) => `At most ${max} at once: this file was not read`,
    onBill: (line) => `This invoice is already on line ${line}`,
    inWallet: 'This invoice is already in the wallet',
    repeated: (name) => `The same invoice as "${name}"`,
    scanFailed: 'No QR code was scanned; please try again',
    notStored: 'The invoice file could not be uploaded: the line has no attachment; add it later',
    addToBill: (name) => `Add ${name}`,
    keepItem: (name) => `Keep ${name}`,
    feeType: 'Fee type',
    chooseFeeType: 'Choose a fee type',
    needsFeeType: (name) => `Choose a fee type for "${name}"`,
    add: (count) =>
      count === 1 ? 'Add 1 expense line' : count > 1 ? `Add ${count} expense lines` : 'Add lines',
    keep: (count) => (count > 0 ? `Keep in wallet (${count})` : 'Keep in wallet'),
    cancel: 'Cancel',
    added: (count) => (count === 1 ? '1 expense line added' : `${count} expense lines added`),
    kept: (count) =>
      count === 1 ? '1 invoice kept in the wallet' : `${count} invoices kept in the wallet`,
    keepFailed: (count) =>
      count === 1
        ? '1 invoice could not be kept in the wallet; please try again'
        : `${count} invoices could not be kept in the wallet; please try again`,
  },
};
