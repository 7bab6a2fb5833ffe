import { screen } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { renderPrint } from '../testing/renderPrint';
import { ME, printBill } from '../testing/printFixtures';
import type { FakePrintApi } from '../testing/fakePrintApi';

function renderBill(locale: 'zh-CN' | 'en-US', script: (api: FakePrintApi) => void) {
  return renderPrint(locale, '/print/bills/bill-1', script);
}

const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;

describe('PrintBillPage', () => {
  describe('when the print verb goes through', () => {
    it('opens the print dialog after it and shows the count and the last printer', async () => {
      const { api, printWindow, user } = renderBill('zh-CN', (fake) => {
        fake.getBill.mockResolvedValue(printBill());
        fake.print.mockResolvedValue(
          printBill({
            printCount: 1,
            printState: 'printed',
            lastPrintTime: 1,
            lastPrinter: { id: ME, name: '' },
          }),
        );
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: '打印单据 B2600016' }),
      ).toBeVisible();
      expect(field('lastPrinter')).toBe('尚未打印');
      await user.click(screen.getByRole('checkbox', { name: '同时打印发票' }));
      await user.click(screen.getByRole('button', { name: '打印' }));
      expect(api.print).toHaveBeenCalledWith('bill-1', {
        printTemplateId: 'default',
        isPrintInvoice: true,
      });
      expect(printWindow).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('打印已记录')).toBeVisible();
      expect([field('printCount'), field('printState'), field('lastPrinter')]).toEqual([
        '1',
        '已打印',
        '李雷',
      ]);
    });
  });

  it('does not open the print dialog when the print verb is refused, and says why', async () => {
    const { printWindow, user } = renderBill('en-US', (fake) => {
      fake.getBill.mockResolvedValue(printBill());
      const serverMessage = 'The bill was printed by someone else';
      fake.print.mockRejectedValue(
        new HttpError({ code: 'x', message: serverMessage, serverMessage, status: 409 }),
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bill was printed by someone else',
    );
    expect(printWindow).not.toHaveBeenCalled();
  });

  it('offers only the buttons the server allows', async () => {
    renderBill('zh-CN', (fake) =>
      fake.getBill.mockResolvedValue(printBill({ actions: ['print'] })),
    );
    expect(await screen.findByRole('button', { name: '打印' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '提醒打印' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '纸质单据' })).not.toBeInTheDocument();
    expect(field('sampling')).toBeUndefined();
  });

  it('sends a reminder when the server allows one', async () => {
    const { api, user } = renderBill('zh-CN', (fake) => {
      fake.getBill.mockResolvedValue(printBill());
      fake.remind.mockResolvedValue(printBill({ printState: 'reminded', actions: ['print'] }));
    });
    await user.click(await screen.findByRole('button', { name: '提醒打印' }));
    expect(api.remind).toHaveBeenCalledWith('bill-1');
    expect(await screen.findByText('已提醒提交人打印')).toBeVisible();
    expect(field('printState')).toBe('已提醒打印');
  });

  it('shows the sampling state only when the bill carries one', async () => {
    renderBill('en-US', (fake) =>
      fake.getBill.mockResolvedValue(printBill({ sampling: 'selected' })),
    );
    expect(
      await screen.findByText('Selected', { selector: '[data-field="sampling"]' }),
    ).toBeVisible();
  });

  it('links to the bill detail in the bills module', async () => {
    renderBill('zh-CN', (fake) => fake.getBill.mockResolvedValue(printBill()));
    expect(await screen.findByRole('link', { name: '查看单据' })).toHaveAttribute(
      'href',
      '/bills/bill-1',
    );
  });

  it('says so when the bill does not exist', async () => {
    renderBill('zh-CN', (fake) =>
      fake.getBill.mockRejectedValue(new HttpError({ code: 'x', message: '', status: 404 })),
    );
    expect(await screen.findByText('没有找到这张单据')).toBeInTheDocument();
  });
});
