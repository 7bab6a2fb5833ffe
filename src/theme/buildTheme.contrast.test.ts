import fc from 'fast-check';
import { buildTheme } from './buildTheme';
import { contrastRatio } from './contrastRatio';
import type { ThemeMode } from './Theme';

const MODES: ThemeMode[] = ['light', 'dark'];
const PAGES = ['background', 'surface', 'surfaceRaised'] as const;
const BRANDS = [
  '#2555FF',
  '#ffff00',
  '#00ff00',
  '#ff6600',
  '#777777',
  '#000000',
  '#fff',
  '#5c7cff',
];

describe.each(MODES)('the %s theme', (mode) => {
  const { colors } = buildTheme({ mode });

  describe.each(PAGES)('on %s', (page) => {
    it('keeps body text at 7:1 or more (WCAG AAA)', () => {
      expect(contrastRatio(colors.text, colors[page])).toBeGreaterThanOrEqual(7);
    });

    it.each(['textSecondary', 'danger', 'warning', 'success'] as const)(
      'keeps %s at 4.5:1 or more',
      (token) => {
        expect(contrastRatio(colors[token], colors[page])).toBeGreaterThanOrEqual(4.5);
      },
    );

    it('keeps borders at 3:1 or more so inputs stay visible', () => {
      expect(contrastRatio(colors.border, colors[page])).toBeGreaterThanOrEqual(3);
    });
  });

  describe.each(BRANDS)('with the brand %s', (brandColor) => {
    const brand = buildTheme({ mode, brandColor }).colors;

    it('puts brandText on brand and on brandHover at 4.5:1 or more', () => {
      expect(contrastRatio(brand.brandText, brand.brand)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.brandText, brand.brandHover)).toBeGreaterThanOrEqual(4.5);
    });

    it('draws a focus ring at 3:1 or more against the page', () => {
      expect(contrastRatio(brand.focusRing, brand.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(brand.focusRing, brand.surface)).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('brandText', () => {
  it('is white on the default blue brand', () => {
    expect(buildTheme({ mode: 'light' }).colors.brandText).toBe('#ffffff');
  });

  describe('when the brand is very light, like #ffff00', () => {
    it('flips to a dark colour', () => {
      const { brandText } = buildTheme({ mode: 'light', brandColor: '#ffff00' }).colors;
      expect(brandText).not.toBe('#ffffff');
      expect(contrastRatio(brandText, '#000000')).toBeLessThan(1.5);
    });
  });

  it('reaches 4.5:1 on any brand colour, and hover never lowers it', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    const hex = fc
      .tuple(channel, channel, channel)
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, fc.constantFrom(...MODES), (brandColor, mode) => {
        const { brand, brandHover, brandText } = buildTheme({ mode, brandColor }).colors;
        const onBrand = contrastRatio(brandText, brand);
        expect(onBrand).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(brandText, brandHover)).toBeGreaterThanOrEqual(onBrand);
      }),
    );
  });
});
