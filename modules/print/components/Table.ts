import styled from 'styled-components';

/** The print lists' table: full width, rows divided, headers left-aligned. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: normal;
  }
`;
