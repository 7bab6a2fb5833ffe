import { removeSlot, SLOT_CONTAINER_ID, slotFor } from './appSlot';

describe('app slots', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="${SLOT_CONTAINER_ID}"></div>`;
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const container = () => document.getElementById(SLOT_CONTAINER_ID);

  describe('slotFor', () => {
    it('creates a named element inside #root', () => {
      const slot = slotFor('bills');
      expect(slot.id).toBe('single-spa-application:bills');
      expect(slot.parentElement).toBe(container());
    });

    it('returns the same element when asked again', () => {
      expect(slotFor('bills')).toBe(slotFor('bills'));
      expect(container()?.children).toHaveLength(1);
    });

    it('gives each app its own element', () => {
      const bills = slotFor('bills');
      const approval = slotFor('approval');
      expect(bills).not.toBe(approval);
      expect(container()?.children).toHaveLength(2);
    });

    it('throws an error naming the app when there is no #root', () => {
      document.body.innerHTML = '';
      expect(() => slotFor('bills')).toThrow('No #root element to mount "bills" into');
    });

    it('uses the document it is given', () => {
      const other = document.implementation.createHTMLDocument('other');
      other.body.innerHTML = '<div id="root"></div>';
      const slot = slotFor('bills', other);
      expect(slot.ownerDocument).toBe(other);
      expect(document.getElementById('single-spa-application:bills')).toBeNull();
    });
  });

  describe('removeSlot', () => {
    it('removes the app element and leaves the others', () => {
      slotFor('bills');
      slotFor('approval');
      removeSlot('bills');
      expect(document.getElementById('single-spa-application:bills')).toBeNull();
      expect(document.getElementById('single-spa-application:approval')).not.toBeNull();
    });

    it('does nothing when the app has no element', () => {
      expect(() => removeSlot('never-mounted')).not.toThrow();
      expect(container()?.children).toHaveLength(0);
    });

    it('lets the next slotFor create a fresh element', () => {
      const first = slotFor('bills');
      removeSlot('bills');
      expect(slotFor('bills')).not.toBe(first);
    });
  });
});
