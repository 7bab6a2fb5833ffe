import { formatMinor } from '../data/billMoney';
import type { Bill, Invoice } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import { labDigits, labNumber } from './labDigits';
import { SAMPLE_DEFINITIONS, type SampleDefinition } from './sampleDefinitions';
import type { AuthorityRecord, PrintedInvoice, SampleInvoice } from './SampleInvoice';

const DAY = 86_400_000;
const DIGITAL = new Set(['31', '32', '51', '61']);
/** Types printed without a check code (专票 and the fully digital ones). */
const NO_CHECK_CODE = new Set(['01', '08', '31', '32', '51', '61']);
/** Types a seeded bill's invoice may have for the duplicate sample to re-print it. */
const REPRINTABLE: Record<string, string> = {
  VAT_ELECTRONIC_NORMAL: '10',
  VAT_NORMAL: '04',
  VAT_SPECIAL: '01',
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (minor: bigint) => formatMinor(minor, 2);

function printedOf(definition: SampleDefinition, key: string, buyer: string, now: number) {
  const { typeCode, invoiceType, rate } = definition;
  const digital = DIGITAL.has(typeCode);
  const minor = BigInt(labNumber(`${key}:amount`, 2_000, 180_000));
  const tax = (minor * BigInt(rate) + 50n) / 100n;
  const daysAgo = definition.twist === 'old' ? 420 : labNumber(`${key}:days`, 2, 40);
  const printed: PrintedInvoice = {
    typeCode,
    invoiceType,
    invoiceCode: digital ? '' : labDigits(`${key}:code`, 12),
    invoiceNumber: labDigits(`${key}:number`, digital ? 20 : 8),
    amount: money(minor),
    tax: money(tax),
    total: money(minor + tax),
    issueDate: isoDay(now - daysAgo * DAY),
    checkCode: NO_CHECK_CODE.has(typeCode) ? '' : labDigits(`${key}:check`, 20),
    buyerName: definition.twist === 'foreign-title' ? '天际线贸易有限公司' : buyer,
    sellerName: definition.seller,
  };
  return printed;
}

function authorityOf(
  definition: SampleDefinition,
  printed: PrintedInvoice,
): AuthorityRecord | null {
  const { twist } = definition;
  if (twist === 'not-found') return null;
  const record: AuthorityRecord = {
    status: twist === 'voided' ? 'voided' : twist === 'red-flushed' ? 'red-flushed' : 'valid',
    amount: printed.amount,
    issueDate: printed.issueDate,
    total: printed.total,
    buyerName: printed.buyerName,
    sellerName: printed.sellerName,
  };
  if (twist === 'amount-mismatch') {
    record.amount = money(BigInt(printed.amount.replace('.', '')) + 10_000n);
  }
  if (twist === 'date-mismatch') record.issueDate = isoDay(Date.parse(printed.issueDate) - 3 * DAY);
  return record;
}

/** The first invoice on the tenant's bills that a paper invoice's QR could carry. */
function seededInvoiceOf(bills: readonly Bill[], corporationId: string) {
  for (const bill of bills) {
    if (bill.corporationId !== corporationId || bill.state === 'draft') continue;
    for (const line of bill.form.details) {
      const found = line.feeTypeForm.invoiceForm.invoices.find(
        (invoice: Invoice) => REPRINTABLE[invoice.invoiceType] && invoice.invoiceCode.length === 12,
      );
      if (found) return found;
    }
  }
  return undefined;
}

function duplicateOf(printed: PrintedInvoice, invoice: Invoice, key: string): PrintedInvoice {
  const amount = invoice.amount?.standard ?? printed.amount;
  const typeCode = REPRINTABLE[invoice.invoiceType];
  return {
    ...printed,
    typeCode,
    invoiceType: invoice.invoiceType,
    invoiceCode: invoice.invoiceCode,
    invoiceNumber: invoice.invoiceNumber,
    amount,
    tax: '0.00',
    total: amount,
    issueDate: isoDay(invoice.issueDate),
    checkCode: NO_CHECK_CODE.has(typeCode) ? '' : labDigits(`${key}:check`, 20),
    sellerName: '重复报销示例商店',
  };
}

/**
 * The tenant's sample invoices, derived from the seed's data (same seed, same samples): the
 * numbers are fixed by tenant and sample, the dates hang off the data's "now".
 */
export function sampleInvoicesOf(state: MockState, corporationId: string): SampleInvoice[] {
  const tenant = state.tenants.find((each) => each.corporationId === corporationId);
  if (!tenant) return [];
  const seeded = seededInvoiceOf(state.bills, corporationId);
  return SAMPLE_DEFINITIONS.flatMap((definition) => {
    const key = `${state.seed}:${corporationId}:${definition.slug}`;
    let printed = printedOf(definition, key, tenant.name, state.generatedAt);
    if (definition.twist === 'duplicate') {
      if (!seeded) return [];
      printed = duplicateOf(printed, seeded, key);
    }
    const { slug, form, purpose } = definition;
    const id = `${corporationId}-${slug}`;
    return [
      {
        id,
        corporationId,
        slug,
        form,
        purpose,
        printed,
        authority: authorityOf(definition, printed),
      },
    ];
  });
}

/** Every tenant's samples: the lab's tax authority knows them all. */
export function allSampleInvoices(state: MockState): SampleInvoice[] {
  return state.tenants.flatMap((tenant) => sampleInvoicesOf(state, tenant.corporationId));
}
