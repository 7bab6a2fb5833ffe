import { FeeLinesStore } from '../lines/FeeLinesStore';
import { baseFields, feeTypes } from '../lines/testing/lineFixtures';
import { lineRecordOf } from '../invoices/invoiceRecords';
import { fakeInvoicesApi, MEAL, TRAIN } from '../invoices/testing/fakeInvoices';
import { invoiceBlockers } from './invoiceSummaryProblems';
import { LineInvoiceChecks } from './LineInvoiceChecks';

const warning = { problems: [{ code: 'title' as const, level: 'warn' as const, message: '' }] };
const voided = { problems: [{ code: 'voided' as const, level: 'block' as const, message: '' }] };

describe('what the summary says of the lines’ invoices before a submit', () => {
  it('names each blocked invoice on its line, and lets warnings pass', async () => {
    const lines = new FeeLinesStore(baseFields, feeTypes);
    lines.add('corp:feeType:meal', '餐费', { amount: '1.00' }, [lineRecordOf(MEAL, null)]);
    const key = lines.add('corp:feeType:office', '办公用品', { amount: '2.00' }, [
      lineRecordOf(TRAIN, null),
    ]);
    const api = fakeInvoicesApi({ [MEAL.invoiceNumber]: warning, [TRAIN.invoiceNumber]: voided });
    const checks = new LineInvoiceChecks(api, null);
    await checks.sync(lines.lines);
    expect(invoiceBlockers(lines, checks, 'zh-CN')).toEqual([
      {
        targetId: `fee-line-${key}`,
        message: `第 2 条费用明细（办公用品）：发票 ${TRAIN.invoiceNumber}：发票已作废，不能报销`,
      },
    ]);
    expect(invoiceBlockers(lines, checks, 'en-US')[0].message).toBe(
      `Line 2 (办公用品): Invoice ${TRAIN.invoiceNumber}: The invoice was voided and cannot be claimed`,
    );
    expect(invoiceBlockers(lines, null, 'zh-CN')).toEqual([]);
  });
});
