import type { InternalAxiosRequestConfig } from 'axios';
import { createBillRelationsApi, RELATION_PATHS, RelationsAnswerError } from './relationsApi';
import { scriptedHttp } from './testing/scriptedHttp';

function scriptedApi(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const { http, sent } = scriptedHttp(answer);
  return { api: createBillRelationsApi(http), sent };
}

const RAW_TRIP = {
  id: 't1',
  tripMeans: 'plane',
  supplierArchiveType: 'XC_TRIP',
  fromCity: '上海',
  toCity: '成都',
  departureTime: 1_700_000_000_000,
  arrivalTime: 1_700_010_000_000,
  importStatus: 'NOTIMPORTED',
  amount: { standard: '880.00', standardScale: 2, standardStrCode: 'CNY', standardSymbol: '¥' },
};

describe('createBillRelationsApi', () => {
  it('asks for one import status and reads the trips, dropping unusable ones', async () => {
    const { api, sent } = scriptedApi(() => ({
      items: [RAW_TRIP, { tripMeans: 'car' }, { ...RAW_TRIP, id: 't2', tripMeans: 'rocket' }],
    }));
    const trips = await api.getTrips('bill/1', 'NOTIMPORTED');
    expect(sent[0]).toMatchObject({ url: RELATION_PATHS.trips('bill/1') });
    expect(sent[0].url).toBe('/v1/flow/flows/bill%2F1/trips');
    expect(sent[0].params).toEqual({ importStatus: 'NOTIMPORTED' });
    expect(trips.map((trip) => [trip.id, trip.tripMeans])).toEqual([
      ['t1', 'plane'],
      ['t2', null],
    ]);
  });

  it('asks the data links without use counts on request and reads their parts', async () => {
    const { api, sent } = scriptedApi(() => ({
      items: [
        {
          id: 'l1',
          name: '沪A·1',
          entity: { id: 'e', name: '私车', type: 'PRIVATE_CAR', fields: [{ name: 'brand' }] },
          visibility: { fullVisible: false, staffs: [{ id: 's1', name: '李雷' }, 'junk'] },
          owner: { id: 's1', name: '李雷' },
          useCount: -3,
          values: { brand: '吉利', nested: { x: 1 } },
        },
      ],
    }));
    const [row] = await api.getDataLinks('b1', { hideUseCount: true });
    expect(sent[0].params).toEqual({ hideUseCount: 'true' });
    expect(row.entity).toEqual({
      id: 'e',
      name: '私车',
      isPrivateCar: true,
      fields: [{ name: 'brand', label: 'brand', type: '' }],
    });
    expect(row.visibility.staffs).toEqual([{ id: 's1', name: '李雷' }]);
    expect(row.useCount).toBeNull();
    expect(row.values).toEqual({ brand: '吉利' });
  });

  it('reads the supplier progress from value, null when there is none', async () => {
    const { api } = scriptedApi((config) =>
      config.url?.includes('b1')
        ? { value: { checkingState: 'CHECKING_DONE', invoiceState: 'BOGUS', supplier: {} } }
        : { value: null },
    );
    const progress = await api.getSupplierProgress('b1');
    expect(progress?.checkingState).toBe('CHECKING_DONE');
    expect(progress?.invoiceState).toBeNull();
    expect(await api.getSupplierProgress('b2')).toBeNull();
  });

  it('rejects a list answer without items', async () => {
    const { api } = scriptedApi(() => ({ oops: true }));
    await expect(api.getTrips('b1')).rejects.toThrow(RelationsAnswerError);
  });
});
