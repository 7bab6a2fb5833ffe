import { answerRefQuery } from './answerRefQuery';
import { parseRefQuery, type RefQuery } from './parseRefQuery';

const RECORDS = [
  { id: 'a', name: 'Alpha 项目', code: 'PRJ-001', active: true },
  { id: 'b', name: 'Beta', code: 'prj-002', active: true },
  { id: 'c', name: 'Gamma', code: 'PRJ-003', active: false },
  { id: 'd', name: 'Delta', code: 'X-004' },
];

function query(raw: Record<string, string>): RefQuery {
  const parsed = parseRefQuery(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

describe('answerRefQuery', () => {
  describe('when asked by ids', () => {
    it('answers the records in the order asked, inactive ones too, unknown ids left out', () => {
      const answer = answerRefQuery(RECORDS, query({ ids: 'c,zz,a', search: 'nothing' }));
      expect(answer).toEqual({ items: [RECORDS[2], RECORDS[0]], count: 2 });
    });
  });

  describe('when asked by search', () => {
    it('matches name or code, ignoring case, among active records only', () => {
      const answer = answerRefQuery(RECORDS, query({ search: ' PRJ ' }));
      expect(answer.items.map((item) => item.id)).toEqual(['a', 'b']);
      expect(answer.count).toBe(2);
    });

    it('matches Chinese text inside a name', () => {
      expect(
        answerRefQuery(RECORDS, query({ search: '项目' })).items.map((item) => item.id),
      ).toEqual(['a']);
    });

    it('pages with start and limit and counts before paging', () => {
      const answer = answerRefQuery(RECORDS, query({ search: '', start: '1', limit: '1' }));
      expect(answer).toEqual({ items: [RECORDS[1]], count: 3 });
    });

    it('reads the texts a path names instead of name and code', () => {
      const answer = answerRefQuery(RECORDS, query({ search: 'x-004' }), (item) => [
        item.name ?? '',
      ]);
      expect(answer.count).toBe(0);
    });
  });
});
