import type { LocalizedCatalogue } from '@shell/i18n';
import type { DecodeFailure } from './decode/DecodeResult';
import type { QrProblem, QrProblemCode } from './QrInvoice';

export interface InvoiceMessages {
  qrProblem: (problem: QrProblem) => string;
  decodeFailure: (failure: DecodeFailure) => string;
}

const ZH_FIELDS: Record<QrProblemCode, string> = {
  empty: '二维码内容为空',
  'too-long': '二维码内容过长，不是发票二维码',
  'not-invoice': '这不是发票二维码',
  version: '发票二维码版本不受支持',
  type: '发票类型代码无法识别',
  code: '发票代码应为 10 或 12 位数字（数电票无发票代码）',
  number: '发票号码应为 8 位数字（数电票为 20 位）',
  amount: '金额应为大于零、最多两位小数的数字',
  date: '开票日期不是有效日期',
  'check-code': '校验码应为 20 位数字',
};

const EN_FIELDS: Record<QrProblemCode, string> = {
  empty: 'The QR code is empty',
  'too-long': 'The QR code is too long to be an invoice QR code',
  'not-invoice': 'This is not an invoice QR code',
  version: 'This invoice QR code version is not supported',
  type: 'The invoice type code is not recognised',
  code: 'The invoice code must be 10 or 12 digits (fully digital invoices have none)',
  number: 'The invoice number must be 8 digits (20 on fully digital invoices)',
  amount: 'The amount must be a number above zero with at most two decimals',
  date: 'The issue date is not a valid date',
  'check-code': 'The check code must be 20 digits',
};

const quoted = (problem: QrProblem, open: string, close: string) =>
  problem.value === undefined ? '' : `${open}${problem.value}${close}`;
const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

export const invoiceMessages: LocalizedCatalogue<InvoiceMessages> = {
  'zh-CN': {
    qrProblem: (problem) =>
      `${ZH_FIELDS[problem.code]}${quoted(problem, '（二维码中为「', '」）')}`,
    decodeFailure: (failure) => {
      switch (failure.code) {
        case 'too-large':
          return `文件过大（${megabytes(failure.bytes)} MB），发票文件不能超过 24 MB`;
        case 'unsupported-type':
          return '不支持此文件类型，请选择发票照片、PDF 或 OFD 文件';
        case 'unreadable-image':
          return '图片无法打开，文件可能已损坏';
        case 'unreadable-pdf':
          return 'PDF 文件无法打开，文件可能已损坏';
        case 'unreadable-ofd':
          return 'OFD 文件无法打开，文件可能已损坏';
        case 'no-qr':
          return '没有找到发票二维码，请对准二维码重新拍摄';
        case 'many-invoices':
          return `找到 ${failure.count} 张发票的二维码，请每张发票单独拍摄`;
        case 'not-invoice':
          return invoiceMessages['zh-CN'].qrProblem(failure.problem);
        case 'decoder-failed':
          return '识别程序没有启动，请重试';
      }
    },
  },
  'en-US': {
    qrProblem: (problem) =>
      `${EN_FIELDS[problem.code]}${quoted(problem, ' (the QR code says "', '")')}`,
    decodeFailure: (failure) => {
      switch (failure.code) {
        case 'too-large':
          return `The file is too large (${megabytes(failure.bytes)} MB); invoice files can be up to 24 MB`;
        case 'unsupported-type':
          return 'This file type is not supported: choose an invoice photo, PDF or OFD file';
        case 'unreadable-image':
          return 'The image cannot be opened; the file may be damaged';
        case 'unreadable-pdf':
          return 'The PDF cannot be opened; the file may be damaged';
        case 'unreadable-ofd':
          return 'The OFD file cannot be opened; the file may be damaged';
        case 'no-qr':
          return 'No invoice QR code found: take the photo again with the QR code in view';
        case 'many-invoices':
          return `QR codes of ${failure.count} invoices found: capture one invoice per photo`;
        case 'not-invoice':
          return invoiceMessages['en-US'].qrProblem(failure.problem);
        case 'decoder-failed':
          return 'The reader did not start; please try again';
      }
    },
  },
};
