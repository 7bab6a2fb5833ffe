import { seedData } from '../data/seedData';
import { allSampleInvoices, sampleInvoicesOf } from './sampleInvoices';
import { SAMPLE_DEFINITIONS } from './sampleDefinitions';

const state = seedData(7, new Date('2026-11-20T08:00:00Z'));

describe('sample invoices', () => {
  it('gives every seeded tenant every sample, the duplicate included', () => {
    for (const tenant of state.tenants) {
      const slugs = sampleInvoicesOf(state, tenant.corporationId).map((sample) => sample.slug);
      expect(slugs).toEqual(SAMPLE_DEFINITIONS.map((definition) => definition.slug));
    }
  });

  it('never prints one invoice number twice across tenants, except the duplicate', () => {
    const numbers = allSampleInvoices(state)
      .filter((sample) => sample.slug !== 'dup-photo')
      .map((sample) => `${sample.printed.invoiceCode}/${sample.printed.invoiceNumber}`);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('re-prints as the duplicate an invoice already on one of the tenant’s bills', () => {
    const corporationId = state.tenants[2].corporationId;
    const duplicate = sampleInvoicesOf(state, corporationId).find((s) => s.slug === 'dup-photo');
    const onBills = state.bills
      .filter((bill) => bill.corporationId === corporationId)
      .flatMap((bill) => bill.form.details)
      .flatMap((line) => line.feeTypeForm.invoiceForm.invoices)
      .map((invoice) => invoice.invoiceNumber);
    expect(onBills).toContain(duplicate?.printed.invoiceNumber);
  });

  it('is the same for the same seed and "now"', () => {
    const again = seedData(7, new Date('2026-11-20T08:00:00Z'));
    expect(allSampleInvoices(again)).toEqual(allSampleInvoices(state));
  });

  it('has the authority disagree with the paper only where the sample says so', () => {
    const samples = sampleInvoicesOf(state, state.tenants[0].corporationId);
    const bySlug = Object.fromEntries(samples.map((sample) => [sample.slug, sample]));
    expect(bySlug['unknown-photo'].authority).toBeNull();
    expect(bySlug['red-photo'].authority?.status).toBe('red-flushed');
    expect(bySlug['voided-pdf'].authority?.status).toBe('voided');
    const amount = bySlug['amount-pdf'];
    expect(amount.authority?.amount).not.toBe(amount.printed.amount);
    const date = bySlug['date-ofd'];
    expect(date.authority?.issueDate).not.toBe(date.printed.issueDate);
    expect(bySlug['title-photo'].printed.buyerName).not.toBe(state.tenants[0].name);
  });
});
