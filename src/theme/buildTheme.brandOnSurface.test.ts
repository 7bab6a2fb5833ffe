import { buildTheme } from './buildTheme';
import { contrastRatio } from './contrastRatio';

describe('the brand colour used as text on the page', () => {
  it.each(['#2555FF', '#ffff00', '#000000', '#ff6600', '#7f7f7f'])(
    'reads at 4.5:1 on every page colour in both modes for brand %s',
    (brandColor) => {
      for (const mode of ['light', 'dark'] as const) {
        const { colors } = buildTheme({ mode, brandColor, fontSize: 'normal' });
        for (const page of [colors.background, colors.surface, colors.surfaceRaised]) {
          expect(contrastRatio(colors.brandOnSurface, page)).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it('is the brand itself when it already reads well', () => {
    expect(buildTheme({ mode: 'light', fontSize: 'normal' }).colors.brandOnSurface).toBe('#2555ff');
  });
});
