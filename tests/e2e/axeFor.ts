import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}
