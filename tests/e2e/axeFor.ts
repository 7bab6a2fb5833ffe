import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Waits for every animation of a finite length in each frame (an overlay's 300 ms fade or slide)
 * to end: axe reads colours as drawn, so text half-way through a fade-in has failed its contrast
 * check (seen in a run of the line editor's check). The skeletons' endless pulse is left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      ),
    ),
  );
}

/** axe that starts once the page's animations have ended (animationsSettled). */
class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly settledPage: Page) {
    super({ page: settledPage });
  }

  override async analyze(): Promise<AxeResults> {
    await animationsSettled(this.settledPage);
    return super.analyze();
  }
}

/**
 * axe on a page, with its violations worked out in full and the result types no test reads
 * (passes, incomplete, inapplicable) only as far as axe needs: its documented `resultTypes`
 * option, which spares listing every passing node of every rule on every screen.
 *
 * In axe's legacy mode: one `axe.run` in the page and its frames. The default mode merges each
 * frame's partial results in a blank page it opens for every check (about 0.9 s a check here),
 * which only buys checking frames from another origin, and the lab serves every frame from one.
 */
export function axeFor(page: Page): AxeBuilder {
  return new SettledAxeBuilder(page).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}
