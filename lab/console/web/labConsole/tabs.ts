import type { Dom } from '../shared/Dom';

export interface TabSpec {
  id: string;
  label: string;
  panel: HTMLElement;
}

export interface Tabs {
  bar: HTMLElement;
  select(id: string, focus?: boolean): void;
}

/** Screens at least this wide show the app beside the panels; narrower ones stack them. */
export const WIDE_SCREEN = '(min-width: 1100px)';

/**
 * ARIA tabs (roving tabindex, arrows, Home, End) over the console's panels. On a wide screen the
 * app column stays beside the panels and its tab is hidden; on a narrow one the app is a tab too.
 */
export function createTabs(dom: Dom, label: string, specs: TabSpec[], appTabId: string): Tabs {
  const buttons = new Map<string, HTMLButtonElement>();
  const media = dom.win.matchMedia?.(WIDE_SCREEN);
  const wide = () => media?.matches ?? true;
  // Narrow: the app comes first; wide: it is always there, so the first panel beside it.
  let selected = wide()
    ? (specs.find((spec) => spec.id !== appTabId)?.id ?? specs[0].id)
    : appTabId;
  const visible = () => specs.filter((spec) => spec.id !== appTabId || !wide());

  const apply = () => {
    if (wide() && selected === appTabId) selected = visible()[0].id;
    for (const spec of specs) {
      const button = buttons.get(spec.id) as HTMLButtonElement;
      const isSelected = spec.id === selected;
      button.hidden = spec.id === appTabId && wide();
      button.setAttribute('aria-selected', String(isSelected));
      button.tabIndex = isSelected ? 0 : -1;
      spec.panel.hidden = !(isSelected || (spec.id === appTabId && wide()));
      if (spec.id === appTabId) spec.panel.setAttribute('role', wide() ? 'region' : 'tabpanel');
    }
  };
  const select = (id: string, focus = false) => {
    if (!buttons.has(id)) return;
    selected = id;
    apply();
    if (focus) buttons.get(id)?.focus();
  };
  const move = (event: KeyboardEvent) => {
    const ids = visible().map((spec) => spec.id);
    const at = ids.indexOf(selected);
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % ids.length,
      ArrowLeft: (at - 1 + ids.length) % ids.length,
      Home: 0,
      End: ids.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(ids[next[event.key]], true);
  };
  const bar = dom.el('div', { role: 'tablist', 'aria-label': label, class: 'tabs' });
  for (const spec of specs) {
    const button = dom.el('button', {
      type: 'button',
      role: 'tab',
      id: `tab-${spec.id}`,
      'aria-controls': spec.panel.id,
      text: spec.label,
    });
    button.addEventListener('click', () => select(spec.id));
    button.addEventListener('keydown', move);
    spec.panel.setAttribute('aria-labelledby', button.id);
    spec.panel.setAttribute('role', 'tabpanel');
    buttons.set(spec.id, button);
    bar.append(button);
  }
  media?.addEventListener?.('change', apply);
  apply();
  return { bar, select };
}
