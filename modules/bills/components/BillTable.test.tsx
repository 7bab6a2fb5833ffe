import { screen, within } from '@testing-library/react';
import { billSummary, BOSS, ME } from '../testing/billFixtures';
import { renderWithShell } from '@shell/testing';
import { BillList } from './BillList';
import { BillTable } from './BillTable';
import type { RowContext } from './NextStepLine';

const context: RowContext = {
  myId: ME,
  nameOf: (id) => (id === BOSS ? '韩梅梅' : null),
  now: Date.UTC(2026, 10, 20, 8, 45),
};
const bills = [billSummary()];

function renderIn(locale: 'zh-CN' | 'en-US', mode: 'LIST' | 'TABLE') {
  const Results = mode === 'TABLE' ? BillTable : BillList;
  renderWithShell(<Results bills={bills} context={context} label="My bills" />, { locale: locale });
}

describe('BillTable', () => {
  it('is a captioned table with column headers in English', () => {
    renderIn('en-US', 'TABLE');
    const table = screen.getByRole('table', { name: 'My bills' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Code',
      'Title',
      'Type',
      'State',
      'Submitter',
      'Amount',
      'Updated',
      'Next step',
    ]);
    const row = within(table).getByRole('row', { name: /差旅报销/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('差旅报销');
    expect(within(row).getByRole('link', { name: '差旅报销' })).toHaveAttribute(
      'href',
      '/bills/bill-1',
    );
    expect(row).toHaveTextContent('Approving');
    expect(row).toHaveTextContent('1,234.50 Chinese yuan');
    expect(row).toHaveTextContent('Waiting for 韩梅梅 to approve (财务审批)');
  });

  it('speaks Chinese, with the time as MM/DD HH:mm', () => {
    renderIn('zh-CN', 'TABLE');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      '单号',
      '标题',
      '类型',
      '状态',
      '提交人',
      '金额',
      '更新时间',
      '下一步',
    ]);
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(screen.getByText('人民币 1,234.50 元')).toBeInTheDocument();
    const time = screen.getByText(/^\d\d\/\d\d \d\d:\d\d$/);
    expect(time).toHaveAttribute('title', '15分钟前');
  });
});

describe('BillList', () => {
  it('lists each bill with its label, relative time and next step', () => {
    renderIn('en-US', 'LIST');
    const item = within(screen.getByRole('list', { name: 'My bills' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '差旅报销' })).toHaveAttribute(
      'href',
      '/bills/bill-1',
    );
    expect(item).toHaveTextContent('Expense');
    expect(item).toHaveTextContent('15 minutes ago');
    expect(item).toHaveTextContent('Waiting for 韩梅梅 to approve (财务审批)');
  });
});
