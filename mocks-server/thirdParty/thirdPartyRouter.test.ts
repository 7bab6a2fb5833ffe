import { DEFAULT_SEED, seedData } from '../data/seedData';
import { serveRouters, type ServedRouters } from '../routes/testing/serveRouters';
import { thirdPartyRouter } from './thirdPartyRouter';

const NOW = new Date('2026-11-21T01:00:00Z');

interface ResourceList {
  items: { sourceType: string; source: string; realm: string; type: string }[];
  count: number;
}

describe('the third-party resources the lab serves', () => {
  let served: ServedRouters;

  beforeAll(async () => {
    served = await serveRouters(seedData(DEFAULT_SEED, NOW), (context) => [
      thirdPartyRouter(context),
    ]);
  });

  afterAll(() => served.close());

  it('offers the home one resource of each opening kind, pages on the lab’s own, the component by registry', async () => {
    const { status, body } = await served.get('/v1/thirdParty/resources');
    const list = body as unknown as ResourceList;
    expect(status).toBe(200);
    expect(list.items.map((item) => item.sourceType)).toEqual([
      'OPEN_LINK',
      'SLIDE',
      'IFRAME',
      'WINDOW_OPEN',
      'LAB_CAR_QUOTA',
    ]);
    const pages = list.items.filter((item) => item.sourceType !== 'LAB_CAR_QUOTA');
    expect(pages.every((item) => item.source.startsWith('/__lab/partner/'))).toBe(true);
  });

  it('gives a bill with a finished taxi order its taxi-order button in the MALL realm', async () => {
    const { bills, currentCorporationId } = served.state;
    const taxiBill = bills.find(
      (bill) =>
        bill.form.carOrderStatus === 'FINISHED' && bill.corporationId === currentCorporationId,
    );
    expect(taxiBill).toBeDefined();
    const { body } = await served.get(`/v1/flow/flows/${taxiBill?.id}/resources`);
    const taxi = (body as unknown as ResourceList).items.find(
      (item) => item.type === 'BUTTON_TAXI_ORDER',
    );
    expect(taxi).toMatchObject({ sourceType: 'OPEN_LINK', realm: 'MALL' });
    expect(taxi?.source).toContain(encodeURIComponent(taxiBill?.id ?? ''));
  });

  it('answers 404 for a bill of another corporation, as the bill detail does', async () => {
    const { bills, currentCorporationId } = served.state;
    const foreign = bills.find((bill) => bill.corporationId !== currentCorporationId);
    const { status } = await served.get(`/v1/flow/flows/${foreign?.id}/resources`);
    expect(status).toBe(404);
  });
});
