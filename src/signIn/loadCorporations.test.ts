import {
  createScriptedHttp,
  type ScriptedHttp,
  type ScriptedReply,
} from '../auth/testing/scriptedHttp';
import { HttpError } from '../http';
import {
  CorporationListError,
  loadCorporations,
  MAX_CORPORATIONS,
  parseCorporations,
} from './loadCorporations';

let scripted: ScriptedHttp | undefined;
afterEach(() => scripted?.restore());

function answering(reply: ScriptedReply) {
  scripted = createScriptedHttp(() => reply);
  return scripted;
}

describe('loadCorporations', () => {
  it('asks GET /account/v2/corporations and answers the items', async () => {
    const { http, requests } = answering({
      status: 200,
      body: {
        items: [
          { id: 'corp-1', name: 'Group' },
          { id: 'corp-2', name: 'Subsidiary' },
        ],
      },
    });
    await expect(loadCorporations(http)).resolves.toEqual([
      { id: 'corp-1', name: 'Group' },
      { id: 'corp-2', name: 'Subsidiary' },
    ]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /account/v2/corporations',
    ]);
  });

  it("rejects with the client's HttpError when the call fails", async () => {
    const { http } = answering({ status: 500, body: { message: 'down' } });
    await expect(loadCorporations(http)).rejects.toBeInstanceOf(HttpError);
  });

  it('rejects when the answer is not a list', async () => {
    const { http } = answering({ status: 200, body: '<html>proxy page</html>' });
    await expect(loadCorporations(http)).rejects.toBeInstanceOf(CorporationListError);
  });
});

describe('parseCorporations', () => {
  it.each([
    ['null', null],
    ['an array', [{ id: 'a', name: 'A' }]],
    ['items as an object', { items: { id: 'a', name: 'A' } }],
    ['no items', { count: 0 }],
  ])('refuses %s', (_label, body) => {
    expect(() => parseCorporations(body)).toThrow(CorporationListError);
  });

  it("keeps the person's staff id in each corporation when the answer carries one", () => {
    const body = {
      items: [
        { id: 'c1', name: 'One', staffId: ' c1:u1 ' },
        { id: 'c2', name: 'Two', staffId: 7 },
      ],
    };
    expect(parseCorporations(body)).toEqual([
      { id: 'c1', name: 'One', staffId: 'c1:u1' },
      { id: 'c2', name: 'Two' },
    ]);
  });

  it('answers an empty list as empty', () => {
    expect(parseCorporations({ items: [] })).toEqual([]);
  });

  it('drops items without a usable id or name', () => {
    const items = [
      null,
      'corp-1',
      { id: 'ok', name: 'Kept' },
      { id: '', name: 'No id' },
      { id: '   ', name: 'Blank id' },
      { id: 'x'.repeat(129), name: 'Long id' },
      { id: { nested: 1 }, name: 'Object id' },
      { id: 1.5, name: 'Fraction id' },
      { id: 'no-name' },
      { id: 'blank-name', name: '   ' },
      { id: 'number-name', name: 42 },
    ];
    expect(parseCorporations({ items })).toEqual([{ id: 'ok', name: 'Kept' }]);
  });

  it('trims names and ids and reads whole-number ids as text', () => {
    const items = [
      { id: ' corp-1 ', name: '  Group\n' },
      { id: 7, name: 'Seven' },
    ];
    expect(parseCorporations({ items })).toEqual([
      { id: 'corp-1', name: 'Group' },
      { id: '7', name: 'Seven' },
    ]);
  });

  it('cuts a very long name', () => {
    const [corporation] = parseCorporations({ items: [{ id: 'a', name: 'N'.repeat(10_000) }] });
    expect(corporation?.name).toHaveLength(100);
  });

  it('keeps the first of two items with the same id', () => {
    const items = [
      { id: 'a', name: 'First' },
      { id: 'a', name: 'Second' },
    ];
    expect(parseCorporations({ items })).toEqual([{ id: 'a', name: 'First' }]);
  });

  it(`keeps at most ${MAX_CORPORATIONS} corporations, counting only good ones`, () => {
    const good = Array.from({ length: 600 }, (_, index) => ({
      id: `c${index}`,
      name: `C${index}`,
    }));
    const corporations = parseCorporations({ items: [null, { id: '' }, ...good] });
    expect(corporations).toHaveLength(MAX_CORPORATIONS);
    expect(corporations[0]).toEqual({ id: 'c0', name: 'C0' });
    expect(corporations.at(-1)).toEqual({ id: 'c499', name: 'C499' });
  });
});
