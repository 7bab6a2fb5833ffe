/** Attribute values `el` accepts; false, null and undefined leave the attribute out. */
export type PropValue = string | number | boolean | null | undefined | ((event: Event) => void);
export type Props = Record<string, PropValue>;
export type Child = Node | string | null | undefined | false;

/**
 * DOM building for the consoles through textContent and setAttribute only, so server text can
 * never become markup. Bound to one document, so tests run the consoles in any jsdom window.
 */
export class Dom {
  constructor(readonly doc: Document) {}

  get win(): Window & typeof globalThis {
    return this.doc.defaultView as Window & typeof globalThis;
  }

  /** el('td', { class: 'x', text: 'y', onclick: fn }, [child, 'text']): never parses HTML. */
  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Props = {},
    children: Child[] = [],
  ): HTMLElementTagNameMap[K] {
    const node = this.doc.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (value === false || value === null || value === undefined) continue;
      if (name === 'text') node.textContent = String(value);
      else if (typeof value === 'function') node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    return node;
  }

  /** Text only screen readers hear, e.g. the flag key after "Edit". */
  hidden(text: string): HTMLSpanElement {
    return this.el('span', { class: 'visually-hidden', text });
  }

  byId<T extends HTMLElement = HTMLElement>(id: string): T {
    const found = this.doc.getElementById(id);
    if (!found) throw new Error(`The console has no element #${id}`);
    return found as T;
  }

  /** Re-renders, then puts focus back on the control that had it (matched by data-focus). */
  rerender(render: () => void): void {
    const active = this.doc.activeElement as HTMLElement | null;
    const slot = active?.dataset?.focus;
    render();
    if (slot) this.focusSlot(slot, active);
  }

  /** Moves focus to the control rendered with this data-focus slot, if there is one. */
  focusSlot(slot: string, unless: Element | null = null): void {
    for (const node of this.doc.querySelectorAll<HTMLElement>('[data-focus]')) {
      if (node.dataset.focus !== slot) continue;
      if (node !== unless || node !== this.doc.activeElement) node.focus();
      return;
    }
  }
}
