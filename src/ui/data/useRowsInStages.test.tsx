import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useRowsInStages } from './useRowsInStages';

function Rows({ total, seen }: { total: number; seen: number[] }) {
  const count = useRowsInStages(total, 3);
  // Layout effects run for every commit, before the browser paints it.
  useLayoutEffect(() => {
    seen.push(count);
  });
  return <output aria-label="rows">{count}</output>;
}

describe('rows rendered in stages', () => {
  it('commits the first rows on their own, then all of them', async () => {
    const seen: number[] = [];
    render(<Rows total={20} seen={seen} />);
    await act(async () => undefined);
    expect(seen).toEqual([3, 20]);
    expect(screen.getByRole('status', { name: 'rows' })).toHaveTextContent('20');
  });

  it('renders a short list, and rows added later, in one commit', async () => {
    const seen: number[] = [];
    const { rerender } = render(<Rows total={2} seen={seen} />);
    rerender(<Rows total={40} seen={seen} />);
    await act(async () => undefined);
    expect(seen).toEqual([2, 40]);
  });
});
