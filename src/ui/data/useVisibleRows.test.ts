import { visibleRange } from './useVisibleRows';

const sizes = { rowHeight: 40, overscan: 5 };

describe('visibleRange', () => {
  it('starts at the top with the overscan below the fold', () => {
    expect(visibleRange(10_000, 0, 400, sizes)).toEqual({ start: 0, end: 16 });
  });

  it('adds the overscan on both sides in the middle', () => {
    expect(visibleRange(10_000, 4000, 400, sizes)).toEqual({ start: 95, end: 116 });
  });

  it('shows the last rows when scrolled past the end of a list that shrank', () => {
    expect(visibleRange(100, 1_000_000, 400, sizes)).toEqual({ start: 84, end: 100 });
  });

  it('treats a negative (elastic) scroll as the top', () => {
    expect(visibleRange(10, -30, 400, sizes)).toEqual({ start: 0, end: 10 });
  });
});
