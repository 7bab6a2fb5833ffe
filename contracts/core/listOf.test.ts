import * as v from 'valibot';
import { record, requiredId, text } from './fields';
import { listOf } from './listOf';
import { ContractError, parse, parseOrNull } from './parse';

const staff = record({ id: requiredId, name: text() });

describe('listOf', () => {
  it('keeps the good entries and drops a bad one with a warning naming the field and index', () => {
    const warnings: string[] = [];
    const staffs = listOf('items', staff, (message) => warnings.push(message));
    expect(v.parse(staffs, [{ id: 'a', name: 'Ann' }, { name: 'nobody' }, { id: 7 }])).toEqual([
      { id: 'a', name: 'Ann' },
      { id: '7', name: '' },
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^items\[1\] dropped: id: /)]);
  });

  it('reads anything but a list as an empty list, without a warning', () => {
    const warn = jest.fn();
    const schema = record({ items: listOf('items', staff, warn) });
    expect(parse(schema, {}).items).toEqual([]);
    expect(parse(schema, { items: { id: 'a' } }).items).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('cuts a hostile reason so the console is not flooded', () => {
    const warnings: string[] = [];
    const words = listOf('words', v.picklist(['a']), (message) => warnings.push(message));
    v.parse(words, ['x'.repeat(5000)]);
    expect(warnings[0].length).toBeLessThan(300);
  });
});

describe('parse', () => {
  it('ignores unknown fields and gives absent texts as empty', () => {
    expect(parse(staff, { id: ' b ', extra: true })).toEqual({ id: 'b', name: '' });
  });

  it('throws a ContractError naming the missing field', () => {
    expect(() => parse(record({ value: staff }), { value: {} })).toThrow(
      expect.objectContaining({ name: 'ContractError', field: 'value.id' }),
    );
    expect(() => parse(staff, null)).toThrow(ContractError);
  });

  it('reads an unusable answer as null when asked to', () => {
    expect(parseOrNull(staff, { id: '' })).toBeNull();
  });
});
