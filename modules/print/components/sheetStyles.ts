import styled from 'styled-components';

/** A bordered table that reads on paper: a row never splits across pages, headers repeat. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.spacing.md}px 0;
  font-size: ${({ theme }) => theme.font.size - 1}px;

  th,
  td {
    padding: 4px 6px;
    border: 1px solid currentColor;
    text-align: left;
    vertical-align: top;
  }

  [data-align='end'] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  thead {
    display: table-header-group;
  }

  tr {
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;
