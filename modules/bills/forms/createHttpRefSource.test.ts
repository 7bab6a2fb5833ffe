import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@shell/http';
import { createHttpRefSource, IDS_PER_REQUEST } from './createHttpRefSource';
import { RefSourceError } from './refEntities';

/** Real axios over a scripted transport that records the full request address. */
function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const sent: URL[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(new URL(axios.getUri(config), 'http://app.test'));
    const data = answer(config);
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = { axios: axios.create({ baseURL: '/api', adapter }) } as unknown as HttpClient;
  return { source: createHttpRefSource(http), sent };
}

const staff = {
  id: 's1',
  name: '韩梅梅',
  enName: 'Han Meimei',
  code: 'E001',
  email: 'h@x.cn',
  avatar: 'data:',
};

describe('createHttpRefSource', () => {
  it('searches with the text, a limit and the entity', async () => {
    const { source, sent } = scriptedHttp(() => ({ items: [staff], count: 1 }));
    const items = await source.search('organization.Staff', '  han ', 20);
    expect(sent[0].pathname).toBe('/api/v1/organization/staffs');
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({
      search: 'han',
      limit: '20',
      entity: 'organization.Staff',
    });
    expect(items).toEqual([
      {
        id: 's1',
        label: '韩梅梅',
        enLabel: 'Han Meimei',
        details: [
          { key: 'code', value: 'E001' },
          { key: 'email', value: 'h@x.cn' },
        ],
      },
    ]);
  });

  it('caps a search at its limit even when the server sends more', async () => {
    const { source, sent } = scriptedHttp(() => ({
      items: Array.from({ length: 150 }, (_, index) => ({ id: `d${index}`, name: `D${index}` })),
    }));
    expect(await source.search('basedata.Dimension.project', '', 500)).toHaveLength(100);
    expect(sent[0].searchParams.get('limit')).toBe('100');
    expect(sent[0].searchParams.get('entity')).toBe('basedata.Dimension.project');
  });

  it('searches the bare enum family without naming an entity', async () => {
    const { source, sent } = scriptedHttp(() => ({ items: [] }));
    await source.search('basedata.Enum', 'x', 5);
    expect(sent[0].pathname).toBe('/api/v1/basedata/enumItems');
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({ search: 'x', limit: '5' });
  });

  it('looks ids up comma-joined, in chunks, keeping only the ones asked for in order', async () => {
    const ids = Array.from({ length: IDS_PER_REQUEST + 1 }, (_, index) => `a${index}`);
    const { source, sent } = scriptedHttp((config) => {
      const asked = String((config.params as { ids: string }).ids).split(',');
      return {
        items: [...asked]
          .reverse()
          .map((id) => ({ id, name: id }))
          .concat({ id: 'extra', name: 'x' }),
      };
    });
    const items = await source.byIds('pay.PaymentAccount', [...ids, 'a0', 'bad,id', '']);
    expect(sent).toHaveLength(2);
    expect(sent[1].searchParams.get('ids')).toBe(`a${IDS_PER_REQUEST}`);
    expect([...sent[0].searchParams.keys()]).toEqual(['ids']);
    expect(items.map((item) => item.id)).toEqual(ids);
  });

  it('asks nothing for no usable ids', async () => {
    const { source, sent } = scriptedHttp(() => ({ items: [] }));
    expect(await source.byIds('flow.FeeType', ['', 'a,b'])).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('skips records without an id and keeps numeric ids as text', async () => {
    const { source } = scriptedHttp(() => ({
      items: [{ name: 'no id' }, { id: 7, name: 'Seven' }, null, 'x'],
    }));
    expect(await source.byIds('organization.Department', ['7'])).toEqual([
      { id: '7', label: 'Seven', details: [] },
    ]);
  });

  describe('when something goes wrong', () => {
    it.each([
      ['a transport error', () => new Error('Network Error')],
      ['an answer without items', () => ({ value: 'nope' })],
      ['a non-JSON answer', () => '<html>'],
    ])('rejects with RefSourceError on %s', async (_, answer) => {
      const { source } = scriptedHttp(answer);
      await expect(source.search('organization.Staff', '', 5)).rejects.toBeInstanceOf(
        RefSourceError,
      );
    });

    it('rejects an entity the spec does not list without calling the network', async () => {
      const { source, sent } = scriptedHttp(() => ({ items: [] }));
      await expect(source.search('space.Station', '', 5)).rejects.toBeInstanceOf(RefSourceError);
      expect(sent).toHaveLength(0);
    });
  });
});
