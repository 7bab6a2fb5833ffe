import { screen, within } from '@testing-library/react';
import { renderPrint } from '../testing/renderPrint';
import { ME, printBill } from '../testing/printFixtures';

const templates = [
  { id: 'default', name: { 'zh-CN': '标准模板', 'en-US': 'Standard' } },
  { id: 'withDetails', name: { 'zh-CN': '含费用明细', 'en-US': 'With expense lines' } },
];
const printed = printBill({
  printCount: 2,
  printHistory: [
    { time: 2, printerId: ME, templateId: 'withDetails', withInvoices: true },
    { time: 1, printerId: ME, templateId: 'retired', withInvoices: false },
  ],
});

function renderHistory(locale: 'zh-CN' | 'en-US') {
  return renderPrint(locale, '/print/bills/bill-1', (fake) => {
    fake.getBill.mockResolvedValue(printed);
    fake.listTemplates.mockResolvedValue(templates);
  });
}

const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].slice(1).map((cell) => cell.textContent));

describe('PrintBillPage print history', () => {
  // Regression: the history read "default +invoices", an internal id.
  it('names each printout’s template and says whether invoices went too', async () => {
    renderHistory('zh-CN');
    await screen.findByRole('cell', { name: '含费用明细' });
    expect(await rowsOf('打印历史')).toEqual([
      ['李雷', '含费用明细', '含发票'],
      ['李雷', '未知模板', '不含发票'],
    ]);
  });

  it('speaks English in en-US and never shows a template id', async () => {
    renderHistory('en-US');
    await screen.findByRole('cell', { name: 'With expense lines' });
    expect(await rowsOf('Print history')).toEqual([
      ['李雷', 'With expense lines', 'with invoices'],
      ['李雷', 'Unknown template', 'without invoices'],
    ]);
    expect(screen.queryByText(/retired|withDetails/)).toBeNull();
  });

  it('says so before the first printout', async () => {
    renderPrint('en-US', '/print/bills/bill-1', (fake) =>
      fake.getBill.mockResolvedValue(printBill()),
    );
    expect(await screen.findByText('Not printed yet', { selector: 'p' })).toBeVisible();
  });
});
