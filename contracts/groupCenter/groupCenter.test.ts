import { parse } from '../core/parse';
import { batchProgressSchema, targetFinishedSchema, tenantsAnswerSchema } from './groupCenter';

describe('the group center answers', () => {
  it('read a tenant without an id as its corporation, and drop one without a name', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items } = parse(tenantsAnswerSchema, {
      items: [
        {
          corporationId: 'c1',
          name: '子公司',
          permissions: [{ name: 'FEE_TYPE', auth: true }, {}],
        },
        { corporationId: 'c2' },
      ],
    });
    expect(items).toEqual([
      {
        id: 'c1',
        parentId: null,
        corporationId: 'c1',
        name: '子公司',
        active: true,
        nameSpell: '',
        sourceCorpId: '',
        permissions: [{ name: 'FEE_TYPE', auth: true }],
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('read a batch’s progress within 0 to 100, and a finished batch without details as done', () => {
    expect(
      parse(batchProgressSchema, {
        meta: { value: false },
        value: { state: 'RUNNING', progress: 140, targets: [{ corporationId: 'c1' }] },
      }),
    ).toEqual({
      finished: false,
      state: 'RUNNING',
      progress: 100,
      targets: [{ corporationId: 'c1', state: 'RUNNING' }],
    });
    expect(parse(batchProgressSchema, { meta: { value: true }, value: null })).toEqual({
      finished: true,
      state: 'SUCCESS',
      progress: 100,
      targets: [],
    });
  });

  it('read a target’s flag and how it ended, an unknown state as the flag says', () => {
    expect(parse(targetFinishedSchema, { value: true, meta: { state: 'FAILED' } })).toEqual({
      finished: true,
      state: 'FAILED',
    });
    expect(parse(targetFinishedSchema, { value: false, meta: { state: 'LOST' } })).toEqual({
      finished: false,
      state: 'RUNNING',
    });
  });
});
