import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { printBill } from '../testing/printFixtures';
import { qrPathOf } from './BillCodeQr';
import { PrintDocument } from './PrintDocument';

function renderDocument(locale: 'zh-CN' | 'en-US', code = 'B2600016') {
  renderWithShell(<PrintDocument bill={printBill({ code })} submitterName="李雷" />, { locale });
}

describe('PrintDocument', () => {
  it('carries the bill code as text and as a QR code of that code', () => {
    renderDocument('zh-CN');
    const paper = screen.getByRole('article', { name: '打印预览' });
    expect(within(paper).getByText('B2600016')).toBeInTheDocument();
    const qr = within(paper).getByRole('img', { name: '单号 B2600016 的二维码' });
    expect(qr).toHaveAttribute('data-qr-text', 'B2600016');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPathOf('B2600016').path);
  });

  it('shows the title, submitter and amount in English too', () => {
    renderDocument('en-US');
    const paper = screen.getByRole('article', { name: 'Print preview' });
    expect(within(paper).getByText('差旅报销')).toBeInTheDocument();
    expect(within(paper).getByText('李雷')).toBeInTheDocument();
    expect(within(paper).getByText('¥1,280.50')).toBeInTheDocument();
    expect(
      within(paper).getByRole('img', { name: 'QR code of bill B2600016' }),
    ).toBeInTheDocument();
  });

  it('draws no QR code for a bill without a code', () => {
    renderDocument('zh-CN', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('qrPathOf', () => {
  it('draws a square symbol with a quiet zone, different for different codes', () => {
    const one = qrPathOf('B2600016');
    expect(one.size).toBe(21 + 8);
    expect(one.path).toMatch(/^M4 4h1v1h-1z/);
    expect(qrPathOf('B2600017').path).not.toBe(one.path);
  });
});
