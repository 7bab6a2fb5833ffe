import { DEFAULT_SEED, seedData } from '../data/seedData';
import { serveRouters, type ServedRouters } from './testing/serveRouters';
import { tripsRouter } from './tripsRouter';

const NOW = new Date('2026-11-21T01:00:00Z');

interface TripAnswer {
  items: { departureTime: number; importStatus: string; tripMeans: string }[];
  count: number;
}

describe('the trips of a bill', () => {
  let served: ServedRouters;
  let expenseId: string;

  beforeAll(async () => {
    served = await serveRouters(seedData(DEFAULT_SEED, NOW), (context) => [tripsRouter(context)]);
    const { bills, currentCorporationId } = served.state;
    const expense = bills.find(
      (bill) => bill.formType === 'expense' && bill.corporationId === currentCorporationId,
    );
    expenseId = expense?.id ?? '';
  });

  afterAll(() => served.close());

  const tripsOf = async (query = '') => {
    const { status, body } = await served.get(`/v1/flow/flows/${expenseId}/trips${query}`);
    return { status, body: body as unknown as TripAnswer };
  };

  it('lists them latest departure first, with car, train or plane as means', async () => {
    const { status, body } = await tripsOf();
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(2);
    const times = body.items.map((trip) => trip.departureTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const trip of body.items) expect(['car', 'train', 'plane']).toContain(trip.tripMeans);
  });

  it('filters by import status and keeps the order', async () => {
    const all = (await tripsOf()).body.items;
    for (const status of ['IMPORTED', 'NOTIMPORTED']) {
      const { body } = await tripsOf(`?importStatus=${status}`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items).toEqual(all.filter((trip) => trip.importStatus === status));
    }
  });

  it('answers the same trips each time', async () => {
    expect((await tripsOf()).body).toEqual((await tripsOf()).body);
  });

  it('refuses an unknown import status with a 400', async () => {
    const { status } = await tripsOf('?importStatus=MAYBE');
    expect(status).toBe(400);
  });

  it('answers 404 for a bill of another corporation', async () => {
    const other = served.state.bills.find(
      (bill) => bill.corporationId !== served.state.currentCorporationId,
    );
    const { status } = await served.get(`/v1/flow/flows/${other?.id ?? 'x'}/trips`);
    expect(status).toBe(404);
  });
});
