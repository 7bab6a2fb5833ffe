import styled from 'styled-components';

export const Widget = styled.div<{ $tablet: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  font-size: ${({ $tablet }) => ($tablet ? '1.1em' : 'inherit')};

  button {
    min-height: ${({ $tablet }) => ($tablet ? 44 : 28)}px;
  }
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Notices = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
`;
