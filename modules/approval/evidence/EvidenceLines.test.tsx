import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureDocumentPreview } from '@shell/navigation';
import { renderWithShell } from '@shell/testing';
import { OverlayHost } from '@shell/ui';
import { EvidenceLines } from './EvidenceLines';
import type { EvidenceLine } from './parseEvidence';

const LINES: EvidenceLine[] = [
  {
    id: 'l1',
    feeTypeName: '差旅费',
    amount: null,
    feeDate: 0,
    reason: '拜访客户',
    invoices: [
      {
        id: 'i1',
        invoiceType: '',
        invoiceCode: '',
        invoiceNumber: '',
        amount: null,
        file: { id: 'f1', name: '行程单.jpg', url: '/__lab/files/f1' },
      },
    ],
    attachments: [{ id: 'f2', name: '合同扫描件.pdf', url: '/__lab/files/f2' }],
  },
];
const FILES = [{ id: 'f3', name: '会议照片.jpeg', url: '/__lab/files/f3' }];

function renderEvidence() {
  renderWithShell(
    <>
      <EvidenceLines lines={LINES} files={FILES} />
      <OverlayHost />
    </>,
    { locale: 'zh-CN' },
  );
  return userEvent.setup();
}

describe('EvidenceLines', () => {
  afterEach(() => {
    configureDocumentPreview({ host: null, watermark: () => '' });
    jest.restoreAllMocks();
  });

  it('opens an image in the shell previewer, paging through every image of the bill', async () => {
    const user = renderEvidence();
    await user.click(screen.getByRole('button', { name: '会议照片.jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: '会议照片.jpeg' });
    expect(dialog).toHaveTextContent('2 / 2');
  });

  it('opens another file at the preview address with the approver’s watermark', async () => {
    configureDocumentPreview({ host: 'https://preview.example', watermark: () => '韩梅梅 E0002' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = renderEvidence();
    await user.click(screen.getByRole('button', { name: '查看 差旅费 的发票照片 2' }));
    const address = new URL(String(open.mock.calls[0]?.[0]));
    expect(address.origin).toBe('https://preview.example');
    expect(address.searchParams.get('name')).toBe('合同扫描件.pdf');
    expect(address.searchParams.get('watermark')).toBe('韩梅梅 E0002');
  });

  it('opens the file itself where no preview host is configured', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = renderEvidence();
    await user.click(screen.getByRole('button', { name: '查看 差旅费 的发票照片 2' }));
    expect(open).toHaveBeenCalledWith('/__lab/files/f2', '_blank', 'noopener,noreferrer');
  });
});
