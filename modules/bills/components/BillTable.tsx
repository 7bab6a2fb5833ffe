import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled, { css } from 'styled-components';
import { billsMessages } from '../messages';
import type { BillSummary } from '../types';
import { BillTableRow } from './BillTableRow';
import type { RowContext } from './NextStepLine';
import { useVisibleRows } from '@shell/ui';

export interface BillTableProps {
  bills: readonly BillSummary[];
  context: RowContext;
  /** The table's caption (the page heading's text). */
  label: string;
}

/** Below this a page of rows renders whole, wrapping freely; above it only the rows in view. */
export const WINDOWING_FROM = 200;
/** Windowed rows are one line tall (cells truncate) so a row's offset is index × height. */
export const ROW_HEIGHT = 41;
export const VIEWPORT_HEIGHT = 640;
const OVERSCAN = 8;

/**
 * Spec §9 TABLE mode: a real table with a caption and column headers. Large lists (thousands of
 * bills) render only the rows in view inside a scroll container; aria-rowcount/aria-rowindex
 * keep the table's true size and each row's position known to assistive technology.
 */
export const BillTable = observer(function BillTable({ bills, context, label }: BillTableProps) {
  const { columns } = useLocalized(billsMessages);
  const windowed = bills.length >= WINDOWING_FROM;
  const rows = useVisibleRows(bills.length, {
    rowHeight: ROW_HEIGHT,
    viewportHeight: VIEWPORT_HEIGHT,
    overscan: OVERSCAN,
  });
  const start = windowed ? rows.start : 0;
  const end = windowed ? rows.end : bills.length;
  return (
    <Scroll $windowed={windowed} onScroll={windowed ? rows.onScroll : undefined}>
      <Table $windowed={windowed} aria-rowcount={bills.length + 1}>
        <Caption>{label}</Caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{columns.code}</th>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.formType}</th>
            <th scope="col">{columns.state}</th>
            <th scope="col">{columns.submitter}</th>
            <th scope="col">{columns.amount}</th>
            <th scope="col">{columns.updated}</th>
            <th scope="col">{columns.nextStep}</th>
          </tr>
        </thead>
        <tbody>
          {start > 0 && <Spacer rows={start} />}
          {bills.slice(start, end).map((bill, offset) => (
            <BillTableRow
              key={bill.id}
              bill={bill}
              context={context}
              rowIndex={start + offset + 2}
            />
          ))}
          {end < bills.length && <Spacer rows={bills.length - end} />}
        </tbody>
      </Table>
    </Scroll>
  );
});

/** Stands in for rows not rendered so the scrollbar reflects the whole list; hidden from AT. */
function Spacer({ rows }: { rows: number }) {
  return (
    <tr aria-hidden="true" style={{ height: rows * ROW_HEIGHT }}>
      <SpacerCell colSpan={8} />
    </tr>
  );
}

const Scroll = styled.div<{ $windowed: boolean }>`
  overflow-x: auto;
  ${({ $windowed }) =>
    $windowed &&
    css`
      overflow-y: auto;
      max-height: min(${VIEWPORT_HEIGHT}px, 75vh);
    `}
`;

const Table = styled.table<{ $windowed: boolean }>`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 600;
  }

  ${({ $windowed, theme }) =>
    $windowed &&
    css`
      table-layout: fixed;

      thead th {
        position: sticky;
        top: 0;
        z-index: 1;
        background: ${theme.colors.surface};
      }

      tbody tr {
        height: ${ROW_HEIGHT}px;
      }

      tbody th,
      tbody td {
        box-sizing: border-box;
        height: ${ROW_HEIGHT}px;
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

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;
`;
