import { emptyFilters, type MyBillFilters } from './BillFilters';
import { myBillsQuery } from './billQueries';

const firstPage = { page: 1, pageSize: 10 };

describe('myBillsQuery', () => {
  it('asks for the newest change first, page 1 of 10, with the submitter expanded', () => {
    const body = myBillsQuery(emptyFilters(), firstPage);
    expect(body.filterBy).toBeUndefined();
    expect(body.orderBy).toEqual([{ value: 'updateTime', order: 'DESC' }]);
    expect(body.limit).toEqual({ start: 0, count: 10 });
    expect(body.dims).toBe('form.submitterId');
    expect(body.select).toContain('plan');
  });

  it('turns every filter into one clause, in a stable order', () => {
    const filters: MyBillFilters = {
      ...emptyFilters(),
      state: 'approving',
      scene: 'doing',
      formType: 'loan',
      appId: 'hose-mall',
      nodeOwner: 'corp:boss',
      searchField: 'code',
      searchText: ' B26 ',
    };
    expect(myBillsQuery(filters, firstPage).filterBy).toBe(
      'state == "approving" && scene == "doing" && formType == "loan" && appId == "hose-mall"' +
        ' && ownerId == "corp:boss" && form.code.contains("B26")',
    );
  });

  it('searches by name in the title and filters staff-written bills by a null appId', () => {
    const filters: MyBillFilters = {
      ...emptyFilters(),
      appId: 'none',
      searchText: '差旅',
    };
    expect(myBillsQuery(filters, firstPage).filterBy).toBe(
      'appId == null && form.title.contains("差旅")',
    );
  });

  it('pages with limit((page-1)*pageSize, pageSize)', () => {
    expect(myBillsQuery(emptyFilters(), { page: 3, pageSize: 20 }).limit).toEqual({
      start: 40,
      count: 20,
    });
  });
});
