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

/** The sheet's head fields: three columns on paper. */
export const Info = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px 16px;
  margin: ${({ theme }) => theme.spacing.md}px 0 0;

  div {
    display: flex;
    gap: 8px;
  }

  dt::after {
    content: '：';
  }

  dd {
    margin: 0;
  }

  /* A phone's preview reads one field a line; paper keeps three columns. */
  @media screen and (max-width: 599px) {
    grid-template-columns: 1fr;
  }
`;

/** The cover sheet's room for pasted invoices. */
export const Paste = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120mm;
  border: 1px dashed currentColor;
`;

export const Signatures = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  margin-top: ${({ theme }) => theme.spacing.xl}px;
  break-inside: avoid;
`;
