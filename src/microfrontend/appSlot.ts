export const SLOT_CONTAINER_ID = 'root';

const slotId = (name: string) => `single-spa-application:${name}`;

/** Each app gets its own element inside #root, so one app's React root never touches another's. */
export function slotFor(name: string, doc: Document = document): HTMLElement {
  const existing = doc.getElementById(slotId(name));
  if (existing) return existing;
  const container = doc.getElementById(SLOT_CONTAINER_ID);
  if (!container) throw new Error(`No #${SLOT_CONTAINER_ID} element to mount "${name}" into`);
  const slot = doc.createElement('div');
  slot.id = slotId(name);
  container.appendChild(slot);
  return slot;
}

export function removeSlot(name: string, doc: Document = document): void {
  doc.getElementById(slotId(name))?.remove();
}
