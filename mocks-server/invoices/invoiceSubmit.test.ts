import type { Bill } from '../data/billTypes';
import { callJson } from '../bills/testing/callJson';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { sampleInvoicesOf } from './sampleInvoices';
import type { SampleInvoice } from './SampleInvoice';

const NOW = new Date('2026-11-21T01:00:00Z');
const FLOWS = '/api/v1/flow/flows';

describe('a bill’s invoices at save and submit', () => {
  let server: TestServer;
  let samples: Record<string, SampleInvoice>;
  beforeEach(async () => {
    server = await startTestServer({ seed: 5, now: () => NOW });
    const { state } = server.mock;
    const list = sampleInvoicesOf(state, state.currentCorporationId);
    samples = Object.fromEntries(list.map((sample) => [sample.slug, sample]));
  });
  afterEach(() => server.close());

  const corp = () => server.mock.state.currentCorporationId;
  const invoiceOf = ({ printed }: SampleInvoice) => ({
    invoiceType: printed.invoiceType,
    invoiceCode: printed.invoiceCode,
    invoiceNumber: printed.invoiceNumber,
    issueDate: Date.parse(`${printed.issueDate}T00:00:00Z`),
    amount: { standard: printed.amount },
    checkCode: printed.checkCode,
  });
  const lineWith = (sample: SampleInvoice) => ({
    feeTypeId: `${corp()}:feeType:office`,
    feeTypeForm: {
      amount: { standard: sample.printed.total },
      feeDate: NOW.getTime(),
      item: '笔',
      quantity: 1,
      invoiceForm: { type: 'exist', invoices: [invoiceOf(sample)] },
    },
  });
  const create = async (slugs: string[]) => {
    const details = slugs.map((slug) => lineWith(samples[slug]));
    const form = { specificationId: `${corp()}:spec:expense:1`, title: '发票', details };
    const answer = await callJson(server, FLOWS, { body: { form } });
    return String(answer.body.value?.id);
  };
  const submit = (id: string) => callJson(server, `${FLOWS}/${id}/submit`, { body: {} });

  it('keeps the invoice’s check code on the line', async () => {
    const id = await create(['meal-photo']);
    const bill = server.mock.state.bills.find((each) => each.id === id) as Bill;
    const [invoice] = bill.form.details[0].feeTypeForm.invoiceForm.invoices;
    expect(invoice.checkCode).toBe(samples['meal-photo'].printed.checkCode);
  });

  it('submits a bill whose invoices are valid', async () => {
    const answer = await submit(await create(['meal-photo', 'hotel-pdf']));
    expect(answer.status).toBe(200);
  });

  it('refuses a red-flushed invoice at submit, naming its line', async () => {
    const id = await create(['meal-photo', 'red-photo']);
    const answer = await submit(id);
    expect(answer.status).toBe(400);
    const entries = answer.body.message as unknown as { detailId: string; message: string }[];
    expect(entries).toEqual([
      expect.objectContaining({ detailId: `${id}-L2`, message: expect.stringContaining('红冲') }),
    ]);
  });

  it('refuses an invoice that another bill of the tenant already claims', async () => {
    await submit(await create(['hotel-pdf']));
    const answer = await submit(await create(['hotel-pdf']));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('已在其他单据中报销');
  });

  it('lets a warning (another title) through', async () => {
    expect((await submit(await create(['title-photo']))).status).toBe(200);
  });

  it('takes an invoice out of the writer’s wallet once a bill uses it', async () => {
    const { printed } = samples['train-pdf'];
    const body = { invoice: { ...printed, checkCode: printed.checkCode } };
    await callJson(server, '/api/v1/invoice/wallet', { body });
    const before = await callJson(server, '/api/v1/invoice/wallet', { method: 'GET' });
    expect(before.body.count).toBe(1);
    await create(['train-pdf']);
    const after = await callJson(server, '/api/v1/invoice/wallet', { method: 'GET' });
    expect(after.body.count).toBe(0);
  });
});
