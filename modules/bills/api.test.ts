import type { InternalAxiosRequestConfig } from 'axios';
import { BILL_PATHS, BillsAnswerError, createBillsApi } from './api';
import { rawBill, rawBillDetail } from './testing/billFixtures';
import { scriptedHttp } from './testing/scriptedHttp';

function scriptedApi(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const { http, sent } = scriptedHttp(answer);
  return { api: createBillsApi(http, { accessToken: () => 'tok', now: () => 1700 }), sent };
}

describe('createBillsApi', () => {
  it('posts the list query and keeps only the usable bills', async () => {
    const { api, sent } = scriptedApi(() => ({
      items: [rawBill(), { id: 'x', state: 'nonsense' }],
      count: 7,
    }));
    const page = await api.searchMyBills({ limit: { start: 0, count: 10 } });
    expect(sent[0]).toMatchObject({ method: 'post', url: BILL_PATHS.mine });
    expect(JSON.parse(String(sent[0].data))).toEqual({ limit: { start: 0, count: 10 } });
    expect(page.items.map((bill) => bill.id)).toEqual(['bill-1']);
    expect(page.count).toBe(7);
  });

  it('asks the transport not to share a read that follows a write', async () => {
    const { api, sent } = scriptedApi(() => ({ items: [], count: 0 }));
    await api.searchMyBills({ limit: { start: 0, count: 10 } }, { fresh: true });
    await api.searchBacklog({ limit: { start: 0, count: 10 } }, { fresh: false });
    expect(sent.map((config) => config.dedupe)).toEqual([false, undefined]);
  });

  it('rejects a list answer without items rather than showing an empty list', async () => {
    const { api } = scriptedApi(() => ({ error: 'nope' }));
    await expect(api.searchBacklog({ limit: { start: 0, count: 10 } })).rejects.toThrow(
      BillsAnswerError,
    );
  });

  it('reads a bill from `value`, asking for its submitter expanded', async () => {
    const { api, sent } = scriptedApi(() => ({ value: rawBillDetail() }));
    const bill = await api.getBill('bill/1');
    expect(sent[0].url).toBe('/v1/flow/flows/bill%2F1');
    expect(sent[0].params).toEqual({ dims: 'form.submitterId' });
    expect(bill.details).toHaveLength(1);
  });

  it('maps active staff ids to trimmed names, skipping nameless ones', async () => {
    const { api } = scriptedApi(() => ({
      items: [{ id: 'a', name: ' 韩梅梅 ' }, { id: 'b', name: '' }, { name: 'no id' }],
    }));
    expect([...(await api.listStaffNames())]).toEqual([['a', '韩梅梅']]);
  });

  it('downloads from the site root with the access token and a timestamp', async () => {
    const { api, sent } = scriptedApi(() => new Blob(['file']));
    await api.downloadAttachment('/__lab/files/a');
    expect(sent[0]).toMatchObject({
      url: '/__lab/files/a',
      baseURL: '',
      responseType: 'blob',
      params: { t: 1700 },
    });
    expect(sent[0].headers.get('accesstoken')).toBe('tok');
  });
});
