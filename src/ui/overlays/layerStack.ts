/**
 * One stack for every open overlay in the page, shared by the shell and all modules (the UI kit
 * exists once at runtime). Only the top layer answers Escape and holds focus; the body does not
 * scroll while any layer is open.
 */
export interface Layer {
  readonly element: HTMLElement;
  /** Escape on the top layer calls this; it never reaches the layers below. */
  readonly onEscape: () => void;
  /** Where focus goes back to when the layer closes. */
  readonly opener: Element | null;
}

const layers: Layer[] = [];
let savedOverflow = '';

function focusables(root: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((node) => !node.hidden);
}

export function topLayer(): Layer | undefined {
  return layers[layers.length - 1];
}

export function layerCount(): number {
  return layers.length;
}

function handleKeyDown(event: KeyboardEvent) {
  const top = topLayer();
  if (!top) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    top.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const nodes = focusables(top.element);
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    top.element.focus();
  } else if (event.shiftKey && (active === first || !top.element.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !top.element.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus that escapes the top layer (a click behind the mask, a script) is pulled back in. */
function handleFocusIn(event: FocusEvent) {
  const top = topLayer();
  if (!top || !(event.target instanceof Node) || top.element.contains(event.target)) return;
  (focusables(top.element)[0] ?? top.element).focus();
}

/** Adds a layer on top; returns the function that removes it and gives focus back. */
export function pushLayer(layer: Layer): () => void {
  if (layers.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', handleKeyDown, true);
    document.addEventListener('focusin', handleFocusIn);
  }
  layers.push(layer);
  if (!layer.element.contains(document.activeElement)) {
    (focusables(layer.element)[0] ?? layer.element).focus();
  }
  return () => removeLayer(layer);
}

function removeLayer(layer: Layer) {
  const at = layers.indexOf(layer);
  if (at < 0) return;
  const wasTop = at === layers.length - 1;
  layers.splice(at, 1);
  if (layers.length === 0) {
    document.body.style.overflow = savedOverflow;
    document.removeEventListener('keydown', handleKeyDown, true);
    document.removeEventListener('focusin', handleFocusIn);
  }
  if (wasTop && layer.opener instanceof HTMLElement && layer.opener.isConnected) {
    layer.opener.focus();
  }
}
