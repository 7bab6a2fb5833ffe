import { itemsThatFit } from './DesktopNav';

describe('the desktop navigation row', () => {
  it('shows every item when all fit, with no "more" button', () => {
    expect(itemsThatFit([60, 60, 60], 70, 200)).toBe(3);
  });

  it('keeps room for "more" and moves the rest there', () => {
    expect(itemsThatFit([60, 60, 60, 60], 70, 250)).toBe(2);
  });

  it('keeps every item in the row while the header is not laid out', () => {
    expect(itemsThatFit([60, 60], 70, 0)).toBe(2);
  });

  it('puts everything under "more" when not even one item fits beside it', () => {
    expect(itemsThatFit([120, 60], 70, 150)).toBe(0);
  });
});
