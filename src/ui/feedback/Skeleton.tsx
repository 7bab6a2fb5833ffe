import styled, { keyframes } from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';
import { VisuallyHidden } from '../VisuallyHidden';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** Grey blocks in the shape of what is loading; one "loading" for screen readers. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const messages = useLocalized(kitMessages);
  return (
    <Wrapper role="status" aria-busy="true" data-skeleton="">
      <VisuallyHidden>{label ?? messages.loading}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Bar key={index} aria-hidden="true" $width={index === lines - 1 ? 60 : 100} />
      ))}
    </Wrapper>
  );
}

/** Card-shaped placeholders for a list that is loading. */
export function SkeletonCards({ count = 3, label }: { count?: number; label?: string }) {
  const messages = useLocalized(kitMessages);
  return (
    <Wrapper role="status" aria-busy="true" data-skeleton="">
      <VisuallyHidden>{label ?? messages.loading}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <CardShape key={index} aria-hidden="true">
          <Bar $width={70} />
          <Bar $width={40} />
        </CardShape>
      ))}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Bar = styled.span<{ $width: number }>`
  display: block;
  width: ${({ $width }) => $width}%;
  height: ${({ theme }) => theme.typography.body.size}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.colors.divider};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const CardShape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;
