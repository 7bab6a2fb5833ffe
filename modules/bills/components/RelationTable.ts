import styled from 'styled-components';

/** The plain bordered table the detail's side lists share (trips, data links). */
export const RelationTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: normal;
  }
`;
