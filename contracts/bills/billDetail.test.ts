import { rawBillDetail } from '@modules/bills/testing/billFixtures';
import { parseOrNull } from '../core/parse';
import { billDetailSchema } from './billDetail';

const readDetail = (raw: unknown) => parseOrNull(billDetailSchema, raw);

describe('the bill detail contract', () => {
  it('reads lines with their three amounts, settlement and invoices', () => {
    const bill = readDetail(rawBillDetail());
    const line = bill?.details[0];
    expect(line?.feeTypeName).toBe('交通');
    expect([
      line?.amount?.standard,
      line?.receivingAmount?.standard,
      line?.companyRealPay?.standard,
    ]).toEqual(['1234.5', '1000', '234.5']);
    expect(line?.settlement).toEqual({ name: '商城结算', opportunity: '随单支付' });
    expect(line?.invoices?.map((invoice) => invoice.invoiceNumber)).toEqual(['8812']);
    expect(bill?.attachments).toEqual([{ id: 'a', fileName: '行程单.pdf', url: '/__lab/files/a' }]);
    expect([bill?.dataLinkCount, bill?.expenseLinks]).toEqual([2, ['req-1']]);
  });

  it('reads what editing needs: specification, pay type, actions and the raw form', () => {
    const raw = { ...rawBillDetail({ specificationId: 'c:spec:expense:1', payType: 'MIXING' }) };
    raw.actions = ['submit', 'edit', 42];
    const bill = readDetail(raw);
    expect(bill).toMatchObject({
      specificationId: 'c:spec:expense:1',
      payType: 'MIXING',
      actions: ['submit', 'edit'],
    });
    expect(bill?.form.title).toBe('差旅报销');
    expect(readDetail(rawBillDetail({ payType: 'CASH' }))?.payType).toBeNull();
  });

  it('has no invoices on a line whose invoice form is not "exist"', () => {
    const raw = rawBillDetail();
    const form = raw.form as { details: { feeTypeForm: { invoiceForm: object } }[] };
    form.details[0].feeTypeForm.invoiceForm = { type: 'noExist', invoices: [{ id: 'x' }] };
    expect(readDetail(raw)?.details[0].invoices).toBeNull();
  });

  it('drops attachments whose address could run script', () => {
    const bill = readDetail(
      rawBillDetail({
        attachments: [
          { fileId: { id: 'x', url: 'javascript:alert(1)' }, fileName: 'x.pdf' },
          { fileId: { id: 'y', url: 'https://files.example.com/y' }, fileName: 'y.pdf' },
        ],
      }),
    );
    expect(bill?.attachments.map((attachment) => attachment.id)).toEqual(['y']);
  });
});
