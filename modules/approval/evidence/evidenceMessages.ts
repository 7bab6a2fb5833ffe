import type { LocalizedCatalogue } from '@shell/i18n';

interface EvidenceMessages {
  lines: string;
  noLines: string;
  invoices: (count: number) => string;
  photo: (line: string, index: number) => string;
  noPreview: string;
  attachments: string;
  total: (count: number) => string;
}

export const evidenceMessages: LocalizedCatalogue<EvidenceMessages> = {
  'zh-CN': {
    lines: '费用明细',
    noLines: '这张单据没有费用明细',
    invoices: (count) => (count > 0 ? `${count} 张发票` : '无发票'),
    photo: (line, index) => `查看 ${line} 的发票照片 ${index}`,
    noPreview: '无法预览',
    attachments: '附件',
    total: (count) => `共 ${count} 笔`,
  },
  'en-US': {
    lines: 'Expense lines',
    noLines: 'This bill has no expense lines',
    invoices: (count) =>
      count === 0 ? 'No invoice' : count === 1 ? '1 invoice' : `${count} invoices`,
    photo: (line, index) => `View invoice photo ${index} of ${line}`,
    noPreview: 'No preview',
    attachments: 'Attachments',
    total: (count) => (count === 1 ? '1 line' : `${count} lines`),
  },
};
