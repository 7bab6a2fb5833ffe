import fc from 'fast-check';
import { contrastRatio, relativeLuminance } from './contrastRatio';
import { ThemeError } from './ThemeError';

const hexColor = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('matches the WCAG formula for a mid grey', () => {
    // #777777: channel 119/255 → ((0.4667 + 0.055) / 1.055) ^ 2.4 ≈ 0.1845
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
  });

  it('is 1 for a colour against itself', () => {
    expect(contrastRatio('#2555ff', '#2555FF')).toBe(1);
  });

  it.each([
    ['#777777', '#ffffff', 4.48],
    ['#2555ff', '#ffffff', 5.49],
    ['#ffff00', '#000000', 19.56],
    ['#0000ff', '#ffffff', 8.59],
  ])('gives %s on %s about %f, as WebAIM does', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('does not depend on the order of the colours and stays within 1 to 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBe(contrastRatio(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  describe('when a colour is not hex', () => {
    it('throws a ThemeError', () => {
      expect(() => contrastRatio('white', '#000')).toThrow(ThemeError);
    });
  });
});
