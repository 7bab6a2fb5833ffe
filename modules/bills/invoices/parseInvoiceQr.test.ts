import { parseInvoiceQr } from './parseInvoiceQr';

describe('parseInvoiceQr', () => {
  it('reads an electronic normal invoice with its code, number, amount, date and check code', () => {
    const parsed = parseInvoiceQr(
      '01,10,044031900111,12345678,1234.5,20240131,12345678901234567890,A1B2,',
    );
    expect(parsed).toEqual({
      ok: true,
      invoice: {
        invoiceType: 'VAT_ELECTRONIC_NORMAL',
        typeCode: '10',
        invoiceCode: '044031900111',
        invoiceNumber: '12345678',
        amount: '1234.50',
        issueDate: '2024-01-31',
        checkCode: '12345678901234567890',
      },
    });
  });

  it('reads a fully digital invoice without a code and with a 20-digit number', () => {
    const parsed = parseInvoiceQr('01,32,,24442000000012345678,88.00,20240227,,7E3E');
    expect(parsed.ok && parsed.invoice).toMatchObject({
      invoiceType: 'FULL_DIGITAL_NORMAL',
      invoiceCode: '',
      invoiceNumber: '24442000000012345678',
      amount: '88.00',
    });
  });

  it('maps train, air and toll codes to their travel invoice types', () => {
    const train = parseInvoiceQr('01,51,,24119000000000000001,300.00,20240301,,');
    const toll = parseInvoiceQr('01,14,044001900111,00000001,20.00,20240301,12345678901234567890,');
    expect(train.ok && train.invoice.invoiceType).toBe('TRAIN');
    expect(toll.ok && toll.invoice.invoiceType).toBe('TOLL');
  });

  it('accepts a byte-order mark and surrounding whitespace a scanner may add', () => {
    expect(parseInvoiceQr('\uFEFF 01,01,4403193130,00000001,5.00,20240301,, \r\n').ok).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['https://u.wechat.com/abc', 'not-invoice'],
    ['LAB-QR-0001', 'not-invoice'],
    ['02,10,044031900111,12345678,1.00,20240101,12345678901234567890,', 'version'],
    ['01,99,044031900111,12345678,1.00,20240101,12345678901234567890,', 'type'],
    ['01,10,0440319001,1234567,1.00,20240101,12345678901234567890,', 'number'],
    ['01,10,04403190011,12345678,1.00,20240101,12345678901234567890,', 'code'],
    ['01,32,044031900111,24442000000012345678,1.00,20240101,,', 'code'],
    ['01,10,044031900111,12345678,-1.00,20240101,12345678901234567890,', 'amount'],
    ['01,10,044031900111,12345678,0.00,20240101,12345678901234567890,', 'amount'],
    ['01,10,044031900111,12345678,1.005,20240101,12345678901234567890,', 'amount'],
    ['01,10,044031900111,12345678,1.00,20240230,12345678901234567890,', 'date'],
    ['01,10,044031900111,12345678,1.00,20240101,,', 'check-code'],
    ['01,10,044031900111,12345678,1.00,20240101,123456,', 'check-code'],
  ])('refuses %j naming what is wrong (%s)', (text, code) => {
    const parsed = parseInvoiceQr(text);
    expect(parsed.ok ? null : parsed.problem.code).toBe(code);
  });

  it('refuses full-width digits instead of reading them as numbers', () => {
    const parsed = parseInvoiceQr(
      '01,10,044031900111,１２３４５６７８,1.00,20240101,12345678901234567890,',
    );
    expect(parsed).toMatchObject({ ok: false, problem: { code: 'number' } });
  });

  it('quotes a field at fault shortened and without control characters', () => {
    const parsed = parseInvoiceQr(`01,10,044031900111,12345678,${'9'.repeat(40)}\u0007,20240101,,`);
    expect(parsed.ok ? '' : parsed.problem.value).toBe(`${'9'.repeat(24)}…`);
    const bell = parseInvoiceQr('01,1\u0007,044031900111,12345678,1.00,20240101,,');
    expect(bell.ok ? '' : bell.problem.value).toBe('1?');
  });

  it('refuses a text longer than any invoice QR without reading it', () => {
    expect(parseInvoiceQr(`01,${'1,'.repeat(200)}`)).toEqual({
      ok: false,
      problem: { code: 'too-long' },
    });
  });
});
