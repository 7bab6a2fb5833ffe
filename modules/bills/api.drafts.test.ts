import type { InternalAxiosRequestConfig } from 'axios';
import { BILL_PATHS, createBillsApi } from './api';
import { rawBillDetail } from './testing/billFixtures';
import { EXPENSE_FIELDS } from './testing/specFixtures';
import { scriptedHttp } from './testing/scriptedHttp';

function scriptedApi(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const { http, sent } = scriptedHttp(answer);
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
    const { api, sent } = scriptedApi(() => ({
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
    const { api, sent } = scriptedApi((config) =>
      (config.params as { ids: string }).ids === 'a:1'
        ? { items: [spec('a:1', false)] }
        : { items: [] },
    );
    expect((await api.getSpecification('a:1'))?.active).toBe(false);
    expect(await api.getSpecification('zz')).toBeNull();
    expect(sent[0].params).toEqual({ ids: 'a:1' });
  });

  it('creates with POST {form}, updates with PUT {form} and submits with an empty POST', async () => {
    const { api, sent } = scriptedApi(() => ({ value: rawBillDetail() }));
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
    const { api } = scriptedApi(() => ({ value: { id: 'x' } }));
    await expect(api.submit('x')).rejects.toThrow('no usable bill');
  });

  it('recalls, copies and deletes through their own calls', async () => {
    const { api, sent } = scriptedApi(() => ({ value: rawBillDetail() }));
    await api.retract('b1');
    await api.copy('b1');
    await api.deleteDraft('b1');
    expect(sent.map((config) => [config.method, config.url])).toEqual([
      ['post', '/v1/flow/flows/b1/retract'],
      ['post', '/v1/flow/flows/b1/copy'],
      ['delete', '/v1/flow/flows/b1'],
    ]);
  });

  it('reads the fee-type tree with each leaf’s specification, and fee types by id', async () => {
    const office = {
      id: 'c:feeType:office',
      name: '办公用品',
      children: [],
      specification: { fields: [{ name: 'item', label: '物品', type: 'text' }] },
    };
    const { api, sent } = scriptedApi(() => ({ items: [office, { name: 'no id' }], count: 2 }));
    const [feeType] = await api.getFeeTypes({ search: '' });
    await api.getFeeTypes({ ids: ['c:feeType:old', 'c:feeType:x'] });
    expect(feeType).toMatchObject({ id: 'c:feeType:office', isLeaf: true });
    expect(feeType.specification).toMatchObject({ fields: [{ name: 'item' }] });
    expect(sent.map((config) => config.params)).toEqual([
      { search: '', limit: 1000, entity: 'flow.FeeType' },
      { ids: 'c:feeType:old,c:feeType:x' },
    ]);
  });
});
