import { invoiceFileOf } from '../../../lab/invoices/sampleFiles';
import { DEFAULT_SEED, seedData } from '../../../mocks-server/data/seedData';
import { sampleInvoicesOf } from '../../../mocks-server/invoices/sampleInvoices';

/**
 * A 12 MP (4000 × 3000) phone photo of the group's meal invoice, turned a little, tilted and
 * soft, as a PNG; the page re-encodes it as a camera's JPEG.
 */
export async function twelveMegapixelPhoto(): Promise<Uint8Array> {
  const state = seedData(DEFAULT_SEED, new Date(Date.UTC(2026, 10, 20, 8)));
  const [meal] = sampleInvoicesOf(state, state.tenants[0].corporationId);
  const shot = { width: 4000, height: 3000, rotation: -4, tilt: 0.1, fill: 0.8, blur: 2 };
  return (await invoiceFileOf(meal.printed, 'photo', 'invoice-12mp', shot)).bytes;
}
