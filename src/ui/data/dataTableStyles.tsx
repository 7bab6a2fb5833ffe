import styled, { css } from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden';

/** Stands in for rows not rendered so the scrollbar reflects the whole list; hidden from AT. */
export function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <SpacerCell colSpan={span} />
    </tr>
  );
}

export const Scroll = styled.div<{ $windowed: boolean; $max: number }>`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $windowed, $max }) =>
    $windowed &&
    css`
      overflow-y: auto;
      max-height: min(${$max}px, 75vh);
    `}
`;

export const Table = styled.table<{ $windowed: boolean; $rowHeight: number }>`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
    vertical-align: middle;
  }

  tbody th {
    font-weight: 400;
  }

  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  ${({ $windowed, $rowHeight }) =>
    $windowed &&
    css`
      table-layout: fixed;

      tbody tr {
        height: ${$rowHeight}px;
      }

      tbody th,
      tbody td {
        box-sizing: border-box;
        height: ${$rowHeight}px;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `}
`;

const SpacerCell = styled.td`
  && {
    padding: 0;
    border: 0;
  }
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const CardRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs}px;

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;
