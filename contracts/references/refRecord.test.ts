import { parse } from '../core/parse';
import { REF_ANSWERS } from './refRecord';

describe('a lookup answer', () => {
  it('reads the records under items or value, ids as text and fields trimmed or null', () => {
    const answer = { value: [{ id: 7, name: ' 七 ', code: 12, enName: '  ', extra: 'x' }] };
    expect(parse(REF_ANSWERS.named, answer).items).toEqual([
      { id: '7', name: '七', code: '12', enName: null },
    ]);
  });

  it('drops a record without a usable id, naming it, and refuses an answer without a list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items } = parse(REF_ANSWERS.staff, { items: [{ name: 'no id' }, { id: 'a' }] });
    expect(items.map((item) => item.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^items\[0\] dropped: id/));
    expect(() => parse(REF_ANSWERS.staff, { value: 'nope' })).toThrow('items must be a list');
    warn.mockRestore();
  });
});
