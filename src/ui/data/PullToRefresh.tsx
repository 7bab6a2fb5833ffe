import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { media } from '@shell/theme';
import { Button } from '../controls/Button';
import { Spinner } from '../controls/Spinner';
import { kitMessages } from '../kitMessages';
import { PULL_THRESHOLD, usePullGesture } from './usePullGesture';

export interface PullToRefreshProps {
  /** Reads the list again (the paged list's `refresh`); the feedback lasts until it settles. */
  onRefresh: () => Promise<unknown>;
  /** What the list says about itself ("15 bills"), on the refresh button's line. */
  summary?: ReactNode;
  children: ReactNode;
}

const BUSY_HEIGHT = 44;

/**
 * Phones: pulling the list down from the top of the page reads it again. A visible refresh
 * button does the same for keyboards, screen readers and mice, and a status line says when the
 * list is being read and when it is fresh.
 */
export function PullToRefresh({ onRefresh, summary, children }: PullToRefreshProps) {
  const messages = useLocalized(kitMessages);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const refresh = async () => {
    setState('busy');
    try {
      await onRefresh();
    } finally {
      setState('done');
    }
  };
  const busy = state === 'busy';
  const { pull, handlers } = usePullGesture(() => void refresh(), !busy);
  useKeepBrowserPullOff();
  const hint = busy
    ? messages.refreshing
    : pull >= PULL_THRESHOLD
      ? messages.releaseToRefresh
      : messages.pullToRefresh;
  return (
    <Area {...handlers}>
      <Indicator
        aria-hidden="true"
        data-testid="pull-indicator"
        style={{ height: busy ? BUSY_HEIGHT : pull }}
      >
        {busy ? <Spinner /> : <Arrow $ready={pull >= PULL_THRESHOLD}>↓</Arrow>}
        {(busy || pull > 0) && hint}
      </Indicator>
      <Bar>
        <Summary>{summary}</Summary>
        <Status role="status">
          {busy ? messages.refreshing : state === 'done' ? messages.refreshed : ''}
        </Status>
        <Button size="sm" variant="text" loading={busy} onClick={() => void refresh()}>
          {messages.refresh}
        </Button>
      </Bar>
      {children}
    </Area>
  );
}

/**
 * The browser's own pull (Chrome on Android) reloads the whole app: while a list listens for
 * the pull, the page does not pass it on.
 */
function useKeepBrowserPullOff() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);
}

const Area = styled.div`
  position: relative;
`;

const Indicator = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  transition: height 150ms ease-out;

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Arrow = styled.span<{ $ready: boolean }>`
  display: inline-block;
  transform: rotate(${({ $ready }) => ($ready ? 180 : 0)}deg);
  transition: transform 150ms ease-out;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Summary = styled.div`
  flex: 1;
  min-width: 0;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
