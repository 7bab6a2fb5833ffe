import type { Page } from '@playwright/test';

export interface GeometryReport {
  viewportWidth: number;
  pageWidth: number;
  /** The app's own top bar's painted height; null inside a host that draws its own bar. */
  topBarHeight: number | null;
  /** Controls smaller than 44 × 44 CSS px or reaching outside the viewport, named. */
  problems: string[];
}

// A string, not a function: tsx would wrap inner functions in a helper the page lacks.
const MEASURE = `(() => {
  const MIN = 44 - 0.5;
  const vw = window.innerWidth;
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
    '[role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], ' +
    '[role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
  const name = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim();
    return el.tagName.toLowerCase() + '"' + text.slice(0, 30) + '"';
  };
  const shown = (el) => {
    if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    // 1 × 1 px boxes are screen-reader-only text, not something to tap.
    return r.width > 2 && r.height > 2;
  };
  // A link inside running text is exempt (WCAG 2.5.8's inline exception).
  const inlineInText = (el) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    return Boolean(block && (block.textContent || '').trim().length > (el.textContent || '').trim().length);
  };
  // Inputs inside their label: the label is the target a finger hits.
  const target = (el) => {
    const label = el.closest('label');
    return label && el.matches('input, [role="radio"], [role="checkbox"]') ? label : el;
  };
  const clipped = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
    }
    return false;
  };
  const problems = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!shown(el)) continue;
    const r = target(el).getBoundingClientRect();
    if ((r.left < -1 || r.right > vw + 1) && !clipped(el)) problems.push(name(el) + ' outside the viewport');
    if (!inlineInText(el) && (r.width < MIN || r.height < MIN))
      problems.push(name(el) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  const bar = document.querySelector('[data-frame] > header');
  return {
    viewportWidth: vw,
    pageWidth: document.documentElement.scrollWidth,
    topBarHeight: bar ? bar.getBoundingClientRect().height : null,
    problems: [...new Set(problems)],
  };
})()`;

/** What a person's thumb meets on the current screen (measured, not a screenshot diff). */
export function measureGeometry(page: Page): Promise<GeometryReport> {
  return page.evaluate<GeometryReport>(MEASURE);
}

/** Whether the desktop navigation sits on one row (it never wraps; the rest goes under "more"). */
export function navigationRows(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const nav = document.querySelector('[data-frame] header nav');
    if (!nav) return 0;
    const tops = new Set([...nav.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    return tops.size;
  })()`);
}
