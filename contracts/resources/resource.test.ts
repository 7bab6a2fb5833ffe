import { parse } from '../core/parse';
import { resourcesAnswerSchema } from './resource';

describe('a resource list answer', () => {
  it('keeps what the opener reads beside the button’s fields, and drops an entry without a sourceType', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resources = parse(resourcesAnswerSchema, {
      items: [
        { sourceType: ' OPEN_LINK ', source: '/mall', realm: 'MALL', type: 'BUTTON_MALL' },
        { type: 'BUTTON_TRIP' },
      ],
    });
    expect(resources).toEqual([
      {
        sourceType: 'OPEN_LINK',
        source: '/mall',
        realm: 'MALL',
        type: 'BUTTON_MALL',
        description: '',
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^items\[1\] dropped: sourceType/));
    warn.mockRestore();
  });

  it('is refused without a list, and shows at most twenty', () => {
    expect(() => parse(resourcesAnswerSchema, { value: [] })).toThrow(/^items: /);
    const many = Array.from({ length: 30 }, () => ({ sourceType: 'SLIDE' }));
    expect(parse(resourcesAnswerSchema, { items: many })).toHaveLength(20);
  });
});
