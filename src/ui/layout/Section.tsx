import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { typo } from '@shell/theme';
import { SpreadRow } from './SpreadRow';

export interface SectionProps {
  title?: ReactNode;
  /** Actions on the title's row (see all, add). */
  actions?: ReactNode;
  children: ReactNode;
  /** Draws the section on a surface card (home blocks, detail groups). */
  surface?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A titled part of a page (h2), named by its title for landmarks. */
export function Section({
  title,
  actions,
  children,
  surface = false,
  className,
  ...rest
}: SectionProps) {
  const titleId = useId();
  return (
    <Wrapper
      aria-labelledby={title ? titleId : undefined}
      $surface={surface}
      className={className}
      data-testid={rest['data-testid']}
    >
      {(title || actions) && (
        <Head>
          {title && <Title id={titleId}>{title}</Title>}
          {actions && <Actions>{actions}</Actions>}
        </Head>
      )}
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.section<{ $surface: boolean }>`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xl}px;
  ${({ $surface, theme }) =>
    $surface &&
    `padding: ${theme.spacing.lg}px; border-radius: ${theme.radius.lg}px; background: ${theme.colors.surface}; border: 1px solid ${theme.colors.divider};`}
`;

// Actions too wide for the row go under the title, not beside a title squeezed into a column.
const Head = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;

const Title = styled.h2`
  flex: 0 0 auto;
  max-width: 100%;
  margin: 0;
  overflow-wrap: anywhere;
  ${typo('subtitle')}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin-inline-start: auto;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
