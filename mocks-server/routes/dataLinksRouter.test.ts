import { DEFAULT_SEED, seedData } from '../data/seedData';
import { dataLinksRouter } from './dataLinksRouter';
import { serveRouters, type ServedRouters } from './testing/serveRouters';
import { supplierProgressRouter } from './supplierProgressRouter';

const NOW = new Date('2026-11-21T01:00:00Z');

interface Row {
  code: string;
  entity: { type: string };
  owner: { id: string; name: string };
  visibility: { fullVisible: boolean; staffs: { name: string }[] };
  useCount?: number;
}

describe('the data links and supplier progress of a bill', () => {
  let served: ServedRouters;
  const ownBills = () =>
    served.state.bills.filter((bill) => bill.corporationId === served.state.currentCorporationId);

  beforeAll(async () => {
    served = await serveRouters(seedData(DEFAULT_SEED, NOW), (context) => [
      dataLinksRouter(context),
      supplierProgressRouter(context),
    ]);
  });

  afterAll(() => served.close());

  it('lists as many records as the bill counts, with owner names and use counts', async () => {
    const bill = ownBills().find((each) => each.form.dataLinkCount >= 2);
    const { status, body } = await served.get(`/v1/flow/flows/${bill?.id}/dataLinks`);
    expect(status).toBe(200);
    const items = body.items as Row[];
    expect(items).toHaveLength(bill?.form.dataLinkCount ?? -1);
    for (const row of items) {
      expect(row.owner.name).not.toBe('');
      expect(typeof row.useCount).toBe('number');
      if (!row.visibility.fullVisible) expect(row.visibility.staffs.length).toBeGreaterThan(0);
    }
  });

  it('leaves the use count out on request and refuses a bad flag', async () => {
    const bill = ownBills().find((each) => each.form.dataLinkCount >= 1);
    const hidden = await served.get(`/v1/flow/flows/${bill?.id}/dataLinks?hideUseCount=true`);
    expect((hidden.body.items as Row[]).every((row) => row.useCount === undefined)).toBe(true);
    const bad = await served.get(`/v1/flow/flows/${bill?.id}/dataLinks?hideUseCount=yes`);
    expect(bad.status).toBe(400);
  });

  it('gives reconciliation bills three progress axes and other bills none', async () => {
    const reconciliation = ownBills().find((each) => each.formType === 'reconciliation');
    const { body } = await served.get(`/v1/flow/flows/${reconciliation?.id}/supplierProgress`);
    const value = body.value as Record<string, string>;
    expect(value.checkingState).toMatch(/^CHECKING_(TODO|DOING|DONE)$/);
    expect(value.invoiceState).toMatch(/^(NONE|INVOICE_(TODO|DOING|DONE))$/);
    expect(value.settlementState).toMatch(/^(NONE|SETTLEMENT_(TODO|DOING|DONE))$/);
    const loan = ownBills().find((each) => each.formType === 'loan');
    expect((await served.get(`/v1/flow/flows/${loan?.id}/supplierProgress`)).body.value).toBeNull();
  });
});
