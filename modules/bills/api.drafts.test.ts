import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@shell/http';
import { BILL_PATHS, createBillsApi } from './api';
import { rawBillDetail } from './testing/billFixtures';
import { EXPENSE_FIELDS } from './testing/specFixtures';

function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = { axios: axios.create({ baseURL: '/api', adapter }) } as unknown as HttpClient;
  return { api: createBillsApi(http, { accessToken: () => null, now: () => 0 }), sent };
}

const spec = (id: string, active: boolean) => ({
  id,
  name: id,
  formType: 'expense',
  active,
  fields: EXPENSE_FIELDS,
});

describe('createBillsApi for writing bills', () => {
  it('asks for the tenant’s specification versions and keeps the active ones', async () => {
    const { api, sent } = scriptedHttp(() => ({
      items: [spec('a:1', false), spec('a:2', true), { name: 'no id' }],
      count: 3,
    }));
    const specs = await api.getSpecifications();
    expect(sent[0]).toMatchObject({ method: 'get', url: BILL_PATHS.specifications });
    expect(sent[0].params).toEqual({
      search: '',
      limit: 1000,
      entity: 'form.Specification.Versioned',
    });
    expect(specs.map((each) => each.id)).toEqual(['a:2']);
    expect(specs[0].fields).toBe(EXPENSE_FIELDS);
  });

  it('finds one version by id, an inactive one too, and null for an unknown one', async () => {
    const { api, sent } = scriptedHttp((config) =>
      (config.params as { ids: string }).ids === 'a:1'
        ? { items: [spec('a:1', false)] }
        : { items: [] },
    );
    expect((await api.getSpecification('a:1'))?.active).toBe(false);
    expect(await api.getSpecification('zz')).toBeNull();
    expect(sent[0].params).toEqual({ ids: 'a:1' });
  });

  it('creates with POST {form}, updates with PUT {form} and submits with an empty POST', async () => {
    const { api, sent } = scriptedHttp(() => ({ value: rawBillDetail() }));
    const created = await api.createDraft({ specificationId: 's', title: 't' });
    await api.updateDraft('bill/1', { title: 'u' });
    await api.submit('bill/1');
    expect(created.id).toBe('bill-1');
    expect(sent.map((config) => [config.method, config.url])).toEqual([
      ['post', '/v1/flow/flows'],
      ['put', '/v1/flow/flows/bill%2F1'],
      ['post', '/v1/flow/flows/bill%2F1/submit'],
    ]);
    expect(sent.map((config) => JSON.parse(String(config.data)))).toEqual([
      { form: { specificationId: 's', title: 't' } },
      { form: { title: 'u' } },
      {},
    ]);
  });

  it('rejects a write answer without a usable bill', async () => {
    const { api } = scriptedHttp(() => ({ value: { id: 'x' } }));
    await expect(api.submit('x')).rejects.toThrow('no usable bill');
  });
});
