import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@shell/http';
import { billDetail, ME } from '../testing/billFixtures';
import { renderWithShell } from '@shell/testing';
import { BillDetailView } from './BillDetailView';

const refusal = (status: number, serverMessage: string) =>
  new HttpError({
    status,
    code: String(status),
    message: serverMessage,
    serverMessage,
    showMessage: status !== 403,
  });

const context = { myId: ME, nameOf: () => null, now: 0 };

function renderDetail(
  locale: 'zh-CN' | 'en-US',
  onDownload = jest.fn((): Promise<Blob> => Promise.reject(refusal(410, '附件已过期'))),
) {
  renderWithShell(
    <BillDetailView bill={billDetail()} context={context} onDownload={onDownload} />,
    { locale: locale },
  );
  return { onDownload, user: userEvent.setup() };
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('BillDetailView', () => {
  it('shows the code, state, submitter and both bill amounts with spoken currency', () => {
    renderDetail('en-US');
    expect(valueOf('Code')).toHaveTextContent('B2600001');
    expect(valueOf('State')).toHaveTextContent('To pay');
    expect(valueOf('Submitter')).toHaveTextContent('李雷');
    const expense = valueOf('Expense amount');
    expect(within(expense as HTMLElement).getByText('¥1,234.50')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(expense).toHaveTextContent('1,234.50 Chinese yuan');
    expect(valueOf('Pay amount')).toHaveTextContent('1,234.50 Chinese yuan');
  });

  it('shows a line with its amounts, settlement and invoices, in Chinese', () => {
    renderDetail('zh-CN');
    const line = screen.getByRole('article', { name: '交通' });
    expect(line).toHaveTextContent('金额¥1,234.50人民币 1,234.50 元');
    expect(line).toHaveTextContent('收款金额¥1,000.00人民币 1,000.00 元');
    expect(line).toHaveTextContent('企业实付¥234.50人民币 234.50 元');
    expect(line).toHaveTextContent('结算方式商城结算');
    expect(line).toHaveTextContent('结算时机随单支付');
    expect(line).toHaveTextContent('有发票（1 张）');
    expect(within(line).getByRole('list', { name: '发票' })).toHaveTextContent('发票号码8812');
  });

  it('shows data links and the approval summary placeholder', () => {
    renderDetail('en-US');
    const links = screen.getByRole('region', { name: 'Data links' });
    expect(links).toHaveTextContent('2 linked records');
    expect(within(links).getByRole('link', { name: 'req-1' })).toHaveAttribute(
      'href',
      '/bills/req-1',
    );
    expect(screen.getByRole('region', { name: 'Approval summary' })).toBeInTheDocument();
  });

  it('downloads an attachment on request and says the server’s words when it is refused', async () => {
    const { onDownload, user } = renderDetail('en-US');
    const files = screen.getByRole('region', { name: 'Attachments' });
    await user.click(within(files).getByRole('button', { name: 'Download 行程单.pdf' }));
    expect(onDownload).toHaveBeenCalledWith('/__lab/files/a');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '行程单.pdf could not be downloaded: 附件已过期',
    );
  });

  it('says nothing when a download is refused with a 403', async () => {
    const onDownload = jest.fn((): Promise<Blob> => Promise.reject(refusal(403, '无权下载')));
    const { user } = renderDetail('zh-CN', onDownload);
    await user.click(screen.getByRole('button', { name: '下载 行程单.pdf' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/无权下载/)).not.toBeInTheDocument();
  });
});
