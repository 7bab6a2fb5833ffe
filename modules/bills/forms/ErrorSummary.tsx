import type { Ref } from 'react';
import { controlSize } from '@shell/theme';
import styled from 'styled-components';

export interface SummaryEntry {
  name: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  entries: readonly SummaryEntry[];
  onGoTo(name: string): void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The problems of the last attempt, announced as an alert and focusable as a whole; each entry
 * moves focus to its field. The region stays in the page so filling it is what is announced.
 */
export function ErrorSummary({ title, entries, onGoTo, ref }: ErrorSummaryProps) {
  return (
    <Region role="alert" ref={ref} tabIndex={-1} $shown={entries.length > 0}>
      {entries.length > 0 && (
        <>
          <Title>{title}</Title>
          <List>
            {entries.map((entry) => (
              <li key={entry.name}>
                <LinkButton type="button" onClick={() => onGoTo(entry.name)}>
                  {entry.message}
                </LinkButton>
              </li>
            ))}
          </List>
        </>
      )}
    </Region>
  );
}

const Region = styled.div<{ $shown: boolean }>`
  padding: ${({ theme, $shown }) => ($shown ? theme.spacing.sm : 0)}px;
  border: ${({ theme, $shown }) => ($shown ? `1px solid ${theme.colors.danger}` : '0')};
  border-radius: ${({ theme }) => theme.radius.md}px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;
`;

const LinkButton = styled.button`
  ${controlSize}
  padding: 0;
  text-align: left;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
