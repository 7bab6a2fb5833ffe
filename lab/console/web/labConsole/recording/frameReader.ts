import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import type { SeenNode } from '../../../../../mocks-server/recording/Recording';

/** Roles a click acts on; checkboxes and radios are recorded from their change instead. */
const CLICKABLE = [
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'option',
  'switch',
  'treeitem',
];
/** What the final view keeps: what a person reads to know where they are and what happened. */
const SEEN_ROLES = ['heading', 'button', 'link', 'alert', 'alertdialog', 'dialog', 'tab', 'status'];
/** Times and dates change between a recording and its replay: they are not part of the view. */
const VOLATILE = /\d{1,2}:\d{2}|\d{4}[-/]\d{1,2}[-/]\d{1,2}|刚刚|分钟前|小时前|\bago\b|just now/;

export interface NamedTarget {
  role: string;
  name: string;
  /** Which of the elements with this role and name, when there are several. */
  nth?: number;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

export function roleOf(element: Element): string {
  return getRole(element) ?? '';
}

export function nameOf(element: Element): string {
  return normalize(computeAccessibleName(element));
}

/** Shown and exposed; where there is no layout at all (a test's jsdom) everything counts as shown. */
function visible(element: Element): boolean {
  if (isInaccessible(element)) return false;
  const laidOut = element.ownerDocument.body?.getClientRects().length > 0;
  return !laidOut || element.getClientRects().length > 0;
}

/** The element by role and name, and its index among the same in the document when not alone. */
export function named(element: Element, role = roleOf(element)): NamedTarget | null {
  const name = nameOf(element);
  if (role === '' || name === '') return null;
  const doc = element.ownerDocument;
  const same = [...doc.querySelectorAll('*')].filter(
    (other) => roleOf(other) === role && visible(other) && nameOf(other) === name,
  );
  const index = same.indexOf(element);
  return same.length > 1 && index >= 0 ? { role, name, nth: index } : { role, name };
}

/** The element a click acted on: the closest ancestor with a clickable role. */
export function clickTarget(start: Element | null): Element | null {
  for (let element = start; element; element = element.parentElement) {
    if (CLICKABLE.includes(roleOf(element))) return element;
  }
  return null;
}

/** The alerts a person can see now, as their text. */
export function visibleAlerts(doc: Document): string[] {
  return [...doc.querySelectorAll('[role="alert"], [role="alertdialog"]')]
    .filter(visible)
    .map((element) => normalize(element.textContent ?? ''))
    .filter((text) => text !== '');
}

/**
 * What the person sees at the end in the main region (the body when there is none): every
 * heading (with its level), button, link, alert, dialog, tab and status, by role and name, once
 * each, in document order. Names that hold a time or a date are left out.
 */
export function finalView(doc: Document): SeenNode[] {
  const root = doc.querySelector('main, [role="main"]') ?? doc.body;
  if (!root) return [];
  const seen = new Set<string>();
  const nodes: SeenNode[] = [];
  for (const element of root.querySelectorAll('*')) {
    const role = roleOf(element);
    if (!SEEN_ROLES.includes(role) || !visible(element)) continue;
    const name =
      role === 'alert' || role === 'status'
        ? normalize(element.textContent ?? '')
        : nameOf(element);
    if (name === '' || VOLATILE.test(name)) continue;
    const level =
      role === 'heading'
        ? Number(
            /^h([1-6])$/i.exec(element.tagName)?.[1] ?? element.getAttribute('aria-level') ?? 2,
          )
        : undefined;
    const key = `${role}|${name}|${level ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    nodes.push(level === undefined ? { role, name } : { role, name, level });
  }
  return nodes;
}
