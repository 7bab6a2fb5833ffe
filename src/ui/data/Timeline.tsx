import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from './StatusBadge';

export interface TimelineItem {
  key: string;
  title: ReactNode;
  time?: ReactNode;
  body?: ReactNode;
  tone?: Tone;
  /** The step happening now (aria-current). */
  current?: boolean;
}

/** Events in order (an approval flow, a bill's log), a dot per event on one line. */
export function Timeline({ label, items }: { label: string; items: readonly TimelineItem[] }) {
  return (
    <Steps aria-label={label}>
      {items.map((item) => (
        <Step key={item.key} aria-current={item.current ? 'step' : undefined}>
          <Dot $tone={item.tone ?? 'neutral'} aria-hidden="true" />
          <Head>
            <strong>{item.title}</strong>
            {item.time && <Time>{item.time}</Time>}
          </Head>
          {item.body && <Body>{item.body}</Body>}
        </Step>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.spacing.lg}px ${({ theme }) => theme.spacing.xl}px;
  border-left: 2px solid ${({ theme }) => theme.colors.divider};
  margin-left: 6px;

  &:last-child {
    border-left-color: transparent;
  }
`;

const Dot = styled.span<{ $tone: Tone }>`
  position: absolute;
  left: -8px;
  top: 4px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.warning
          : $tone === 'info'
            ? theme.colors.brand
            : theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;
