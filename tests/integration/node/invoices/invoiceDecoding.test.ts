import { decodeInvoiceFile } from '@modules/bills/invoices/decode/decodeInvoiceFile';
import { seedData } from '../../../../mocks-server/data/seedData';
import { sampleInvoicesOf } from '../../../../mocks-server/invoices/sampleInvoices';
import { badInvoiceFile } from '../../../../lab/invoices/badInvoiceFiles';
import { invoiceFileOf } from '../../../../lab/invoices/sampleFiles';
import { nodeDecoderEnv } from './nodeDecoderEnv';

const state = seedData(7, new Date('2026-11-20T08:00:00Z'));
const corporationId = state.tenants[1].corporationId;
const samples = sampleInvoicesOf(state, corporationId);
const sample = (slug: string) => {
  const found = samples.find((each) => each.slug === slug);
  if (!found) throw new Error(`no sample ${slug}`);
  return found;
};
const blobOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart]);

describe('decoding the lab sample invoices (Node reader)', () => {
  const env = nodeDecoderEnv();

  it('reads a photo of an invoice into its type, number, amount and date', async () => {
    const { printed } = sample('meal-photo');
    const file = await invoiceFileOf(printed, 'photo', 'meal');
    const result = await decodeInvoiceFile(blobOf(file.bytes), env);
    expect(result).toMatchObject({
      ok: true,
      source: 'qr',
      invoice: {
        invoiceType: 'VAT_ELECTRONIC_NORMAL',
        invoiceNumber: printed.invoiceNumber,
        amount: printed.amount,
        issueDate: printed.issueDate,
      },
    });
  }, 20_000);

  it('takes an OFD invoice from its XML, with the total and the buyer', async () => {
    const { printed } = sample('office-ofd');
    const file = await invoiceFileOf(printed, 'ofd', 'office');
    const result = await decodeInvoiceFile(blobOf(file.bytes), env);
    expect(result).toMatchObject({
      ok: true,
      source: 'ofd-xml',
      invoice: { invoiceType: 'FULL_DIGITAL_SPECIAL', invoiceNumber: printed.invoiceNumber },
      extras: { total: printed.total, buyerName: printed.buyerName },
    });
  });

  it('reads the QR image inside an OFD that has no invoice XML', async () => {
    const { printed } = sample('flight-ofd');
    const file = await invoiceFileOf(printed, 'ofd-qr-only', 'flight');
    const result = await decodeInvoiceFile(blobOf(file.bytes), env);
    expect(result).toMatchObject({ ok: true, source: 'qr', invoice: { invoiceType: 'AIR' } });
  });

  it.each([
    ['no-qr.png', 'no-qr'],
    ['two-invoices.png', 'many-invoices'],
    ['payment-qr.png', 'not-invoice'],
    ['corrupt.ofd', 'unreadable-ofd'],
    ['huge-50mb.jpg', 'too-large'],
  ] as const)(
    'answers the bad file %s with %s',
    async (name, code) => {
      const file = badInvoiceFile(name, sample('meal-photo').printed, sample('hotel-pdf').printed);
      const result = await decodeInvoiceFile(blobOf(file.bytes), env);
      expect(result.ok ? null : result.failure.code).toBe(code);
    },
    20_000,
  );

  it('refuses a zip that is not an OFD file as an unsupported type', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    const result = await decodeInvoiceFile(blobOf(zip), env);
    expect(result).toEqual({ ok: false, failure: { code: 'unsupported-type' } });
  });
});
