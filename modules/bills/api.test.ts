import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@shell/http';
import { BILL_PATHS, BillsAnswerError, createBillsApi } from './api';
import { rawBill, rawBillDetail } from './testing/billFixtures';

/** A transport that answers from a script and records what was sent; axios itself is real. */
function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = { axios: axios.create({ baseURL: '/api', adapter }) } as unknown as HttpClient;
  const api = createBillsApi(http, { accessToken: () => 'tok', now: () => 1700 });
  return { api, sent };
}

describe('createBillsApi', () => {
  it('posts the list query and keeps only the usable bills', async () => {
    const { api, sent } = scriptedHttp(() => ({
      items: [rawBill(), { id: 'x', state: 'nonsense' }],
      count: 7,
    }));
    const page = await api.searchMyBills({ limit: { start: 0, count: 10 } });
    expect(sent[0]).toMatchObject({ method: 'post', url: BILL_PATHS.mine });
    expect(JSON.parse(String(sent[0].data))).toEqual({ limit: { start: 0, count: 10 } });
    expect(page.items.map((bill) => bill.id)).toEqual(['bill-1']);
    expect(page.count).toBe(7);
  });

  it('rejects a list answer without items rather than showing an empty list', async () => {
    const { api } = scriptedHttp(() => ({ error: 'nope' }));
    await expect(api.searchBacklog({ limit: { start: 0, count: 10 } })).rejects.toThrow(
      BillsAnswerError,
    );
  });

  it('reads a bill from `value`, asking for its submitter expanded', async () => {
    const { api, sent } = scriptedHttp(() => ({ value: rawBillDetail() }));
    const bill = await api.getBill('bill/1');
    expect(sent[0].url).toBe('/v1/flow/flows/bill%2F1');
    expect(sent[0].params).toEqual({ dims: 'form.submitterId' });
    expect(bill.details).toHaveLength(1);
  });

  it('maps active staff ids to trimmed names, skipping nameless ones', async () => {
    const { api } = scriptedHttp(() => ({
      items: [{ id: 'a', name: ' 韩梅梅 ' }, { id: 'b', name: '' }, { name: 'no id' }],
    }));
    expect([...(await api.listStaffNames())]).toEqual([['a', '韩梅梅']]);
  });

  it('downloads from the site root with the access token and a timestamp', async () => {
    const { api, sent } = scriptedHttp(() => new Blob(['file']));
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
