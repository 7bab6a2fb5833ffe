import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page, with its violations worked out in full and the result types no test reads
 * (passes, incomplete, inapplicable) only as far as axe needs: its documented `resultTypes`
 * option, which spares listing every passing node of every rule on every screen.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
