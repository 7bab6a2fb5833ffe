import type { LocalizedCatalogue } from '@shell/i18n';

interface UploadMessages {
  title: string;
  description: string;
  empty: string;
}

export const uploadMessages: LocalizedCatalogue<UploadMessages> = {
  'zh-CN': {
    title: '附件上传',
    description: '上传发票、票据和其他凭证。',
    empty: '尚未上传附件',
  },
  'en-US': {
    title: 'Attachments',
    description: 'Upload invoices, receipts and other proof.',
    empty: 'No attachments yet',
  },
};
