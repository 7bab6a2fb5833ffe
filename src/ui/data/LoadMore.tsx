import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { kitMessages } from '../kitMessages';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Loads the next page by itself when the button scrolls into view (infinite scroll). */
  auto?: boolean;
}

/** Phone paging: the next page appends under the list; a button for people and assistive tech. */
export function LoadMore({ hasMore, loading, onLoadMore, auto = true }: LoadMoreProps) {
  const messages = useLocalized(kitMessages);
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const element = button.current;
    if (!auto || !hasMore || loading || !element || typeof IntersectionObserver === 'undefined')
      return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);
  if (!hasMore) return <Done>{messages.allLoaded}</Done>;
  return (
    <Row>
      <Button ref={button} block loading={loading} onClick={onLoadMore}>
        {loading ? messages.loading : messages.loadMore}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

const Done = styled.p`
  margin: ${({ theme }) => theme.spacing.md}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
