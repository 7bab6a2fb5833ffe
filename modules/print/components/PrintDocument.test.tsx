import { render, screen, within } from '@testing-library/react';
import { createI18n } from '@shell/i18n';
import { buildTheme } from '@shell/theme';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { parsePrintSheet } from '../models/parsePrintSheet';
import { ME, printBill, wireBill } from '../testing/printFixtures';
import { qrPathOf } from './BillCodeQr';
import { PrintDocument } from './PrintDocument';

function renderDocument(locale: 'zh-CN' | 'en-US', code = 'B2600016', templateId = 'default') {
  const raw = wireBill({
    formType: 'expense',
    corporation: { id: 'corp', name: '云帆控股集团' },
    logs: [
      {
        action: 'freeflow.submit',
        operatorId: ME,
        time: Date.UTC(2026, 10, 2, 2),
        nodeId: null,
        comment: '',
      },
      {
        action: 'freeflow.print',
        operatorId: ME,
        time: Date.UTC(2026, 10, 2, 3),
        nodeId: null,
        comment: '',
      },
      {
        action: 'freeflow.agree',
        operatorId: 'corp:boss',
        time: Date.UTC(2026, 10, 3, 2),
        nodeId: 'n1',
        comment: '同意报销',
      },
    ],
    form: {
      code,
      title: '差旅报销',
      submitterId: { id: ME, name: '李雷' },
      expenseDepartment: { id: 'd1', name: '市场部' },
      expenseMoney: { standard: '1234567.89', standardSymbol: '¥', standardScale: 2 },
      details: [
        {
          id: 'L1',
          feeTypeName: '交通费',
          feeTypeForm: {
            amount: { standard: '1234560.00', standardSymbol: '¥' },
            feeDate: Date.UTC(2026, 10, 1),
            invoiceForm: { type: 'exist', invoices: [{ id: 'i1' }] },
          },
        },
        {
          id: 'L2',
          feeTypeName: '餐费',
          feeTypeForm: {
            amount: { standard: '7.89', standardSymbol: '¥' },
            consumptionReasons: '加班',
          },
        },
      ],
    },
  });
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
        <PrintDocument
          bill={{ ...printBill({ code }), sheet: parsePrintSheet(raw) }}
          submitterName="李雷"
          templateId={templateId}
          nameOf={(id) => (id === 'corp:boss' ? '韩梅梅' : (id ?? ''))}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('PrintDocument', () => {
  it('carries the bill code as text and as a QR code of that code', () => {
    renderDocument('zh-CN');
    const paper = screen.getByRole('article', { name: '打印预览' });
    expect(paper).toHaveTextContent('B2600016');
    const qr = within(paper).getByRole('img', { name: '单号 B2600016 的二维码' });
    expect(qr).toHaveAttribute('data-qr-text', 'B2600016');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPathOf('B2600016').path);
  });

  it('heads with the company, bill type and code, then title, submitter and department', () => {
    renderDocument('zh-CN');
    const paper = screen.getByRole('article', { name: '打印预览' });
    expect(paper).toHaveTextContent('云帆控股集团');
    expect(paper).toHaveTextContent('报销单 B2600016');
    expect(paper).toHaveTextContent('市场部');
    expect(within(paper).getByText('李雷')).toBeInTheDocument();
  });

  it('lists every line, the total and the amount in Chinese capitals', () => {
    renderDocument('zh-CN');
    const lines = screen.getByRole('table', { name: '费用明细' });
    const rows = within(lines).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '序号费用类型消费日期事由发票金额',
      expect.stringMatching(/^1交通费11\/01\s*1¥1,234,560\.00$/),
      '2餐费加班0¥7.89',
      '合计¥1,234,567.89',
      '金额大写壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分',
    ]);
  });

  it('carries the approval trail without the print record, names and comments in English too', () => {
    renderDocument('en-US');
    const trail = screen.getByRole('table', { name: 'Approval trail' });
    const rows = within(trail).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^—corp:meSubmitted/),
      expect.stringMatching(/^主管审批韩梅梅Agreed.*同意报销$/),
    ]);
  });

  it('sums the lines and leaves room for the invoices on the cover sheet', () => {
    renderDocument('zh-CN', 'B2600016', 'cover');
    const paper = screen.getByRole('article', { name: '打印预览' });
    expect(paper).toHaveTextContent('报销单粘贴封面');
    expect(paper).toHaveTextContent('共 2 笔费用，1 张发票');
    expect(paper).toHaveTextContent('发票粘贴处');
    expect(screen.queryByRole('table', { name: '费用明细' })).toBeNull();
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
