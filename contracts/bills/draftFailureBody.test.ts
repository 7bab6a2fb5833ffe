import { parse } from '../core/parse';
import { draftFailureBodySchema } from './draftFailureBody';

describe('a refused draft write’s body', () => {
  it('names the lines of the policy check and of the submit check, and the totals compared', () => {
    const body = {
      message: [{ detailId: 'd1', message: '超标' }, { message: 'no line' }, 'junk'],
      error: { problems: [{ detailId: 'd2', message: '缺发票' }], sent: '10.00', lines: '12.00' },
    };
    expect(parse(draftFailureBodySchema, body)).toEqual({
      lines: [
        { detailId: 'd1', message: '超标' },
        { detailId: 'd2', message: '缺发票' },
      ],
      sent: '10.00',
      sum: '12.00',
    });
  });

  it('reads a body that is no object as naming nothing', () => {
    expect(parse(draftFailureBodySchema, '<html>')).toEqual({
      lines: [],
      sent: undefined,
      sum: undefined,
    });
  });
});
