import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to render: the first `first` in the first commit (a phone's screen of
 * cards, painted without waiting for the rest), then all of them in a transition, which yields
 * to the browser so that paint comes first. Once all are shown, later rows render at once.
 */
export function useRowsInStages(total: number, first: number): number {
  const [all, setAll] = useState(total <= first);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, first);
}
