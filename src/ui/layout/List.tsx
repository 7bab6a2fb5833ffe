import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A list of cards or rows; a real list for screen readers ("list, 20 items"). */
export const List = styled.ul.attrs({ role: 'list' })<{ $gap?: 'none' | 'sm' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'sm' }) => ($gap === 'none' ? 0 : theme.spacing.sm)}px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

export function ListItem({ children }: { children: ReactNode }) {
  return <Item>{children}</Item>;
}

const Item = styled.li`
  min-width: 0;
`;
