import { buildTheme, DEFAULT_BRAND_COLOR } from './buildTheme';
import { COLOR_TOKENS, type FontSizeName, type ThemeOptions } from './Theme';
import { ThemeError } from './ThemeError';

describe('buildTheme', () => {
  describe('when only the mode is given', () => {
    const theme = buildTheme({ mode: 'light' });

    it('uses the spec brand colour #2555FF, normalised', () => {
      expect(DEFAULT_BRAND_COLOR).toBe('#2555FF');
      expect(theme.colors.brand).toBe('#2555ff');
    });

    it('uses the normal font, 14 on 22', () => {
      expect(theme.font).toMatchObject({ size: 14, lineHeight: 22 });
      expect(theme.font.family).toContain('PingFang SC');
    });

    it('has the overlay layering and timing of the spec', () => {
      expect(theme.zIndex).toMatchObject({ popup: 999, modal: 1000, toast: 1100 });
      expect(theme.motion.overlayMs).toBe(300);
    });

    it('stacks sticky bars under the navigation and both under popups', () => {
      const { sticky, nav, popup } = theme.zIndex;
      expect(sticky).toBeLessThan(nav);
      expect(nav).toBeLessThan(popup);
    });

    it('gives touch controls at least 44 px and desktop a denser size', () => {
      expect(theme.control.touch).toBeGreaterThanOrEqual(44);
      expect(theme.control.dense).toBeLessThan(theme.control.touch);
    });

    it('puts the phone breakpoint at 600 px', () => {
      expect(theme.breakpoints.tablet).toBe(600);
      expect(theme.breakpoints.desktop).toBeGreaterThan(600);
    });

    it('defines every colour token', () => {
      expect(Object.keys(theme.colors).sort()).toEqual([...COLOR_TOKENS].sort());
    });

    it('is deeply frozen so no component can change it for everyone', () => {
      expect(Object.isFrozen(theme)).toBe(true);
      expect(Object.isFrozen(theme.colors)).toBe(true);
      expect(Object.isFrozen(theme.font)).toBe(true);
    });
  });

  describe.each<[FontSizeName, number, number]>([
    ['small', 12, 20],
    ['normal', 14, 22],
    ['large', 16, 24],
  ])('when the font size is %s', (fontSize, size, lineHeight) => {
    it(`uses ${size} on ${lineHeight}`, () => {
      expect(buildTheme({ mode: 'dark', fontSize }).font).toMatchObject({ size, lineHeight });
    });

    it('scales the body and title roles from that base', () => {
      const { typography } = buildTheme({ mode: 'light', fontSize });
      expect(typography.body).toMatchObject({ size, lineHeight });
      expect(typography.title.size).toBe(size + 4);
    });
  });

  describe('when a 3-digit brand colour is given', () => {
    it('expands it to 6 lower-case digits', () => {
      expect(buildTheme({ mode: 'light', brandColor: '#F60' }).colors.brand).toBe('#ff6600');
    });
  });

  describe('when the modes differ', () => {
    it('changes the neutral colours but keeps the brand', () => {
      const light = buildTheme({ mode: 'light' });
      const dark = buildTheme({ mode: 'dark' });
      expect(dark.colors.background).not.toBe(light.colors.background);
      expect(dark.colors.brand).toBe(light.colors.brand);
      expect(dark.mode).toBe('dark');
    });
  });

  describe('when the brand colour is malformed', () => {
    it.each(['#12', '2555FF', '#2555FF80', 'blue', ''])('throws a ThemeError naming %p', (bad) => {
      expect(() => buildTheme({ mode: 'light', brandColor: bad })).toThrow(ThemeError);
      expect(() => buildTheme({ mode: 'light', brandColor: bad })).toThrow(JSON.stringify(bad));
    });
  });

  describe('when the settings come from an untyped source', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['mode', { mode: 'sepia' }, 'Unknown theme mode "sepia"'],
      ['font size', { mode: 'light', fontSize: 'huge' }, 'Unknown font size "huge"'],
      ['font size', { mode: 'light', fontSize: '__proto__' }, 'Unknown font size "__proto__"'],
      ['brand colour', { mode: 'light', brandColor: null }, 'Invalid brand colour (null)'],
    ])('rejects a bad %s with a ThemeError', (_what, options, message) => {
      expect(() => buildTheme(options as unknown as ThemeOptions)).toThrow(message);
    });
  });
});
