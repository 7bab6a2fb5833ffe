import type { Locale } from './billForm';

/** What invoice capture says, in both locales, for the specs that use it as a person does. */
export const INVOICE_WORDS = {
  'zh-CN': {
    capture: '识别发票',
    files: '选择发票文件（图片、PDF、OFD）',
    results: '识别结果',
    ready: '已识别',
    feeType: '费用类型',
    add: (count: number) => `添加 ${count} 笔费用`,
    choose: (name: string) => `添加 ${name}`,
    scan: '扫一扫',
    scanned: (count: number) => `扫码 ${count}`,
    redFlushed: '发票已红冲，不能报销',
    duplicate: /已在单据 (B\d+)「[^」]*」中报销（重复报销）/,
    openBill: (code: string) => `查看单据 ${code}`,
    summaryBlocked: /第 \d 条费用明细（业务招待费）：发票 \d+：发票已红冲，不能报销/,
    more: /^更多操作：/,
    delete: '删除',
    city: /^城市/,
    cityList: '城市',
    type: {
      VAT_ELECTRONIC_NORMAL: '增值税电子普通发票',
      FULL_DIGITAL_NORMAL: '数电票（普通发票）',
      FULL_DIGITAL_SPECIAL: '数电票（增值税专用发票）',
      TRAIN: '火车票',
    } as Record<string, string>,
    bad: {
      'no-qr.png': '没有找到发票二维码，请对准二维码重新拍摄',
      'two-invoices.png': '找到 2 张发票的二维码，请每张发票单独拍摄',
      'payment-qr.png': '这不是发票二维码',
      'corrupt.pdf': 'PDF 文件无法打开，文件可能已损坏',
      'corrupt.ofd': 'OFD 文件无法打开，文件可能已损坏',
      'huge-50mb.jpg': '文件过大（50.0 MB），发票文件不能超过 24 MB',
    } as Record<string, string>,
    notInvoiceScan: '这不是发票二维码',
    wallet: '票夹',
    keep: (count: number) => `存入票夹（${count}）`,
    fromWallet: (count: number) => `从票夹选择（${count}）`,
  },
  'en-US': {
    capture: 'Capture invoices',
    files: 'Choose invoice files (images, PDF, OFD)',
    results: 'Results',
    ready: 'Read',
    feeType: 'Fee type',
    add: (count: number) => (count === 1 ? 'Add 1 expense line' : `Add ${count} expense lines`),
    choose: (name: string) => `Add ${name}`,
    scan: 'Scan',
    scanned: (count: number) => `Scan ${count}`,
    redFlushed: 'The invoice was cancelled by a red-letter invoice and cannot be claimed',
    duplicate: /Already claimed on bill (B\d+) "[^"]*" \(duplicate\)/,
    openBill: (code: string) => `Open bill ${code}`,
    summaryBlocked:
      /Line \d \(业务招待费\): Invoice \d+: The invoice was cancelled by a red-letter invoice/,
    more: /^More actions: /,
    delete: 'Delete',
    city: /^City/,
    cityList: 'City',
    type: {
      VAT_ELECTRONIC_NORMAL: 'VAT electronic normal invoice',
      FULL_DIGITAL_NORMAL: 'Fully digital invoice (normal)',
      FULL_DIGITAL_SPECIAL: 'Fully digital invoice (VAT special)',
      TRAIN: 'Train ticket',
    } as Record<string, string>,
    bad: {
      'no-qr.png': 'No invoice QR code found: take the photo again with the QR code in view',
      'two-invoices.png': 'QR codes of 2 invoices found: capture one invoice per photo',
      'payment-qr.png': 'This is not an invoice QR code',
      'corrupt.pdf': 'The PDF cannot be opened; the file may be damaged',
      'corrupt.ofd': 'The OFD file cannot be opened; the file may be damaged',
      'huge-50mb.jpg': 'The file is too large (50.0 MB); invoice files can be up to 24 MB',
    } as Record<string, string>,
    notInvoiceScan: 'This is not an invoice QR code',
    wallet: 'Invoice wallet',
    keep: (count: number) => `Keep in wallet (${count})`,
    fromWallet: (count: number) => `From the invoice wallet (${count})`,
  },
} satisfies Record<Locale, unknown>;

/** An amount as the app shows a CNY total. */
export const yuan = (amount: string) =>
  `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
