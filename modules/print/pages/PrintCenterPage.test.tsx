import { screen, within } from '@testing-library/react';
import { renderPrint } from '../testing/renderPrint';
import { printBill, receivingBill } from '../testing/printFixtures';
import type { FakePrintApi } from '../testing/fakePrintApi';

function renderCenter(locale: 'zh-CN' | 'en-US', script?: (api: FakePrintApi) => void) {
  return renderPrint(locale, '/print', script);
}

describe('PrintCenterPage', () => {
  it('lists the bills to print with their print state, each linking to its print page', async () => {
    renderCenter('zh-CN', (fake) =>
      fake.searchBills.mockResolvedValue({
        items: [printBill({ printState: 'reminded', printCount: 2 })],
        count: 1,
      }),
    );
    const table = await screen.findByRole('table', { name: '待打印单据' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'B2600016' })).toHaveAttribute(
      'href',
      '/print/bills/bill-1',
    );
    expect(within(row).getByText('已提醒打印')).toBeVisible();
    expect(within(row).getByText('李雷')).toBeVisible();
  });

  it('narrows the list by print state', async () => {
    const { api, user } = renderCenter('en-US');
    await screen.findByText('No bills to print');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Print state' }), 'Printed');
    expect(api.searchBills.mock.lastCall?.[0]).toMatchObject({
      filterBy: 'printState == "printed"',
    });
  });

  it('shows the paper copies waiting for me to receive, and switches to those to send', async () => {
    const { api, user } = renderCenter('zh-CN', (fake) =>
      fake.searchPaperTasks.mockResolvedValue({
        items: [
          {
            id: 't1',
            state: 'RECEIVING',
            nodeName: '财务收单',
            createTime: 1,
            bill: receivingBill(),
          },
        ],
        count: 1,
      }),
    );
    const table = await screen.findByRole('table', { name: '待我收单' });
    expect(within(table).getByText('财务收单')).toBeVisible();
    expect(within(table).getAllByText('待收单')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: '待我寄送' }));
    expect(screen.getByRole('radio', { name: '待我寄送' })).toBeChecked();
    expect(api.searchPaperTasks.mock.lastCall?.[0]).toMatchObject({
      filterBy: 'state.in("SENDING")',
    });
  });

  it('offers a retry when the list fails to load', async () => {
    const { api, user } = renderCenter('zh-CN', (fake) =>
      fake.searchBills.mockRejectedValueOnce(new Error('down')),
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(api.searchBills).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('没有待打印的单据')).toBeVisible();
  });
});
