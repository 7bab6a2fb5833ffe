import { parseOrNull } from '../core/parse';
import { invoiceCheckSchema } from './invoiceCheck';

const parseInvoiceCheck = (raw: unknown) => parseOrNull(invoiceCheckSchema, raw);

describe('a check as the server answers it', () => {
  it('keeps known problems, the other bill of a duplicate and the authority’s record', () => {
    const problems = [
      {
        code: 'duplicate',
        level: 'block',
        message: '重复',
        bill: { id: 'b1', code: 'B26001', title: '差旅' },
      },
      { code: 'date-window', level: 'warn', message: '超期', windowDays: 365 },
    ];
    const record = { total: '100.00', buyerName: '云帆', sellerName: '店' };
    const check = parseInvoiceCheck({ verification: 'valid', problems, record });
    expect(check).toEqual({ problems, record });
  });

  it('keeps an unknown code with the server’s words, and drops problems without a level', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const check = parseInvoiceCheck({
      problems: [
        { code: 'tax-bureau-offline', level: 'warn', message: '税局维护' },
        { code: 'voided', level: 'maybe' },
        'voided',
      ],
      record: { total: 'a lot' },
    });
    expect(check).toEqual({ problems: [{ code: 'other', level: 'warn', message: '税局维护' }] });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^problems\[1\] dropped: level/),
      expect.stringMatching(/^problems\[2\] dropped: level/),
    ]);
    warn.mockRestore();
  });

  it('is not read from an answer without a problem list', () => {
    expect(parseInvoiceCheck({ verification: 'valid' })).toBeNull();
    expect(parseInvoiceCheck(null)).toBeNull();
  });
});
