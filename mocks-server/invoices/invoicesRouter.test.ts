import { startTestServer, type TestServer } from '../testing/startTestServer';
import type { InvoiceCheck, InvoiceInput, WalletInvoice } from './invoiceWire';
import { sampleInvoicesOf } from './sampleInvoices';
import type { SampleInvoice } from './SampleInvoice';

const NOW = new Date('2026-11-21T01:00:00Z');
const json = (body: unknown, session = 'default'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-lab-session': session },
  body: JSON.stringify(body),
});
const inputOf = ({ printed }: SampleInvoice): InvoiceInput => ({
  invoiceType: printed.invoiceType,
  invoiceCode: printed.invoiceCode,
  invoiceNumber: printed.invoiceNumber,
  amount: printed.amount,
  issueDate: printed.issueDate,
  checkCode: printed.checkCode,
});

describe('the invoice service the lab plays', () => {
  let server: TestServer;
  let samples: Record<string, SampleInvoice>;
  const check = async (slug: string, session = 'default') => {
    const answer = await server.request(
      '/api/v1/invoice/checks',
      json({ invoices: [inputOf(samples[slug])] }, session),
    );
    return (JSON.parse(answer.text) as { items: InvoiceCheck[] }).items[0];
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const { state } = server.mock;
    const list = sampleInvoicesOf(state, state.currentCorporationId);
    samples = Object.fromEntries(list.map((sample) => [sample.slug, sample]));
  });
  afterAll(() => server.close());

  it('finds a valid invoice valid, with the total the authority holds and no problem', async () => {
    const answer = await check('meal-photo');
    expect(answer).toEqual({
      verification: 'valid',
      problems: [],
      record: expect.objectContaining({ total: samples['meal-photo'].printed.total }),
    });
  });

  it.each([
    ['red-photo', 'red-flushed', 'block'],
    ['voided-pdf', 'voided', 'block'],
    ['unknown-photo', 'not-found', 'block'],
    ['amount-pdf', 'amount-mismatch', 'block'],
    ['date-ofd', 'date-mismatch', 'block'],
    ['title-photo', 'title', 'warn'],
    ['old-pdf', 'date-window', 'warn'],
  ])('answers %s with the problem %s (%s)', async (slug, code, level) => {
    const { problems } = await check(slug);
    expect(problems).toEqual([expect.objectContaining({ code, level })]);
  });

  it('names the other bill of a duplicate (查重)', async () => {
    const { problems } = await check('dup-photo');
    expect(problems[0]).toMatchObject({
      code: 'duplicate',
      level: 'block',
      bill: { id: expect.any(String) },
    });
  });

  it('plays a forced 验真 answer for the session that activated its preset only', async () => {
    await server.request(
      '/__lab/scenarios/presets/invoice-red-flushed/activate',
      json({}, 'forced'),
    );
    expect((await check('meal-photo', 'forced')).verification).toBe('red-flushed');
    expect((await check('meal-photo')).verification).toBe('valid');
    await server.request(
      '/__lab/scenarios/presets/invoice-authority-down/activate',
      json({}, 'down'),
    );
    expect((await check('meal-photo', 'down')).problems).toEqual([
      expect.objectContaining({ code: 'unavailable', level: 'warn' }),
    ]);
  });

  it('keeps a person’s wallet, refuses the same invoice twice and lets one go', async () => {
    const add = await server.request(
      '/api/v1/invoice/wallet',
      json({ invoice: inputOf(samples['hotel-pdf']) }),
    );
    expect(add.status).toBe(201);
    const stored = (JSON.parse(add.text) as { value: WalletInvoice }).value;
    const again = await server.request(
      '/api/v1/invoice/wallet',
      json({ invoice: inputOf(samples['hotel-pdf']) }),
    );
    expect(again.status).toBe(409);
    const list = JSON.parse((await server.request('/api/v1/invoice/wallet')).text) as {
      count: number;
    };
    expect(list.count).toBe(1);
    const removed = await server.request(`/api/v1/invoice/wallet/${stored.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
  });

  it('refuses a malformed invoice naming the field', async () => {
    const bad = { ...inputOf(samples['meal-photo']), amount: '1e9' };
    const answer = await server.request('/api/v1/invoice/checks', json({ invoices: [bad] }));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('invoices[0].amount');
  });
});
