import { isHexColor, normalizeHexColor } from './isHexColor';
import { ThemeError } from './ThemeError';

describe('isHexColor', () => {
  it.each(['#fff', '#FFF', '#2555FF', '#2555ff', '#000000', '#aBc'])('accepts %p', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each([
    'fff',
    '#ff',
    '#ffff',
    '#fffff',
    '#2555FF80',
    '#ggg',
    ' #fff',
    '#fff ',
    '#fff\n',
    'red',
    'rgb(0,0,0)',
    '',
    '#',
  ])('rejects %p', (value) => {
    expect(isHexColor(value)).toBe(false);
  });

  it.each([null, undefined, 0xffffff, {}])('rejects the non-string %p', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});

describe('normalizeHexColor', () => {
  describe('when the colour has 3 digits', () => {
    it('doubles each digit and lowers the case', () => {
      expect(normalizeHexColor('#AbC')).toBe('#aabbcc');
    });
  });

  describe('when the colour has 6 digits', () => {
    it('lowers the case', () => {
      expect(normalizeHexColor('#2555FF')).toBe('#2555ff');
    });
  });

  describe('when the value is not a hex colour', () => {
    it('throws a ThemeError naming the value and its role', () => {
      expect(() => normalizeHexColor('#12', 'brand colour')).toThrow(ThemeError);
      expect(() => normalizeHexColor('#12', 'brand colour')).toThrow(
        'Invalid brand colour "#12": expected "#" followed by 3 or 6 hex digits',
      );
    });

    it('names a non-string by its type', () => {
      expect(() => normalizeHexColor(null)).toThrow('Invalid colour (null)');
      expect(() => normalizeHexColor(42)).toThrow('Invalid colour (number)');
    });

    it('cuts a very long value short in the message', () => {
      const error = captureError(() => normalizeHexColor(`#${'f'.repeat(5000)}`));
      expect(error.message.length).toBeLessThan(200);
    });
  });
});

function captureError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a throw');
}
