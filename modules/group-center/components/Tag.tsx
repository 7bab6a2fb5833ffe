import styled from 'styled-components';

/** A small marker beside a name (all-create, inactive, external). */
export const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size - 2}px;
`;
