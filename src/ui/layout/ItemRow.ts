import styled from 'styled-components';

/**
 * One bordered entry of a `List`: a fee line, a kept invoice, a captured file, an approver's line.
 * Lighter than a Card (smaller padding and radius, no shadow) so a long list stays dense.
 */
export const ItemRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The row's first line: what it is on the left, its amount or state on the right. */
export const ItemRowHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

/** An amount never breaks across lines: a wrapped "¥1,2|34.00" reads as two numbers. */
export const ItemRowAmount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

/** The row's secondary facts; long invoice numbers and names wrap rather than widen a phone screen. */
export const ItemRowNote = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;
