import styled from 'styled-components';

export const Box = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

export const Options = styled.ul`
  max-height: 200px;
  overflow: auto;
  margin: ${({ theme }) => theme.spacing.xs}px 0 0;
  padding: 0;
  list-style: none;
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Mark = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xs}px;
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: ${({ theme }) => theme.font.size - 2}px;
`;
