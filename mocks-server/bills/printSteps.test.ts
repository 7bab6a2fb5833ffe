import { applyBillAction } from './applyBillAction';
import { draftBill, NOW, SUBMITTER } from './testing/billFixture';

describe('the print step', () => {
  // Regression: the print history read "default +invoices", an internal id.
  it('records the template by its name, and whether invoices were printed too', () => {
    const bill = { ...draftBill(), state: 'paid' as const };
    const printed = applyBillAction(
      bill,
      { name: 'print', printTemplateId: 'withDetails', isPrintInvoice: true },
      { actorId: SUBMITTER, now: NOW },
    );
    expect(printed.logs.at(-1)).toMatchObject({
      action: 'freeflow.print',
      comment: '含费用明细（含发票）',
      printTemplateId: 'withDetails',
      isPrintInvoice: true,
    });
    const plain = applyBillAction(
      bill,
      { name: 'print', printTemplateId: 'default', isPrintInvoice: false },
      { actorId: SUBMITTER, now: NOW },
    );
    expect(plain.logs.at(-1)?.comment).toBe('标准模板');
  });
});
