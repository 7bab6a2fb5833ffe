import { screen, within } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { renderPrint } from '../testing/renderPrint';
import { printBill } from '../testing/printFixtures';
import type { FakePrintApi } from '../testing/fakePrintApi';

const templates = [
  { id: 'default', name: { 'zh-CN': '标准模板', 'en-US': 'Standard' } },
  { id: 'cover', name: { 'zh-CN': '粘贴封面', 'en-US': 'Receipt cover sheet' } },
];
const bills = [
  printBill({ id: 'b1', code: 'B2600001' }),
  printBill({ id: 'b2', code: 'B2600002' }),
];

function renderCenter(locale: 'zh-CN' | 'en-US', script: (api: FakePrintApi) => void = () => {}) {
  return renderPrint(locale, '/print', (fake) => {
    fake.listTemplates.mockResolvedValue(templates);
    fake.searchBills.mockResolvedValue({ items: bills, count: bills.length });
    fake.print.mockImplementation(async (id) => printBill({ id, code: id }));
    fake.getBill.mockImplementation(async (id) =>
      printBill({ id, code: bills.find((bill) => bill.id === id)?.code ?? id }),
    );
    script(fake);
  });
}

describe('PrintCenterPage batch print', () => {
  it('prints every bill of the page with the chosen template into one document, one dialog', async () => {
    const { api, printWindow, user } = renderCenter('zh-CN');
    await screen.findByRole('table', { name: '待打印单据' });
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选 2 项')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: '打印模板' }), '粘贴封面');
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    const document = await screen.findByRole('document', { name: '批量打印文档' });
    const sheets = within(document).getAllByRole('article', { name: '打印预览' });
    expect(sheets.map((sheet) => sheet.textContent?.includes('B2600001'))).toEqual([true, false]);
    expect(sheets[1]).toHaveTextContent('B2600002');
    expect(api.print.mock.calls.map(([id, config]) => [id, config.printTemplateId])).toEqual([
      ['b1', 'cover'],
      ['b2', 'cover'],
    ]);
    expect(printWindow).toHaveBeenCalledTimes(1);
    expect(screen.getByText('已记录 2 张单据的打印')).toBeVisible();
    expect(api.searchBills).toHaveBeenCalledTimes(2);
    // Two whole A4 sheets with QR codes render: on a busy machine that outlasts the default 5 s.
  }, 15_000);

  it('lists the bills the server refused with the server’s reason', async () => {
    const { printWindow, user } = renderCenter('en-US', (fake) =>
      fake.print.mockImplementation(async (id) => {
        if (id === 'b2')
          throw new HttpError({
            code: 'x',
            message: 'x',
            status: 409,
            serverMessage: 'The bill is being paid',
          });
        return printBill({ id });
      }),
    );
    await screen.findByRole('table', { name: 'Bills to print' });
    await user.click(screen.getByRole('checkbox', { name: 'Select B2600001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select B2600002' }));
    await user.click(screen.getByRole('button', { name: 'Print selected' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 bill could not be printed:');
    expect(alert).toHaveTextContent('B2600002: The bill is being paid');
    expect(screen.getByRole('heading', { name: 'Batch print preview (1 bill)' })).toBeVisible();
    expect(printWindow).toHaveBeenCalledTimes(1);
  });

  it('shows the result without a document when every bill was refused', async () => {
    const { printWindow, user } = renderCenter('zh-CN', (fake) =>
      fake.print.mockRejectedValue(new Error('down')),
    );
    await user.click(await screen.findByRole('checkbox', { name: '选择 B2600001' }));
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    expect(await screen.findByRole('heading', { name: '批量打印结果' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('B2600001：操作失败，请稍后重试');
    expect(screen.queryByRole('document', { name: '批量打印文档' })).toBeNull();
    expect(printWindow).not.toHaveBeenCalled();
  });

  it('closes the preview', async () => {
    const { user } = renderCenter('en-US');
    await user.click(await screen.findByRole('checkbox', { name: 'Select B2600001' }));
    await user.click(screen.getByRole('button', { name: 'Print selected' }));
    await user.click(await screen.findByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('document', { name: 'Batch print document' })).toBeNull();
  });
});
