import styled from 'styled-components';
import { focusRing } from '@shell/theme';
import type { DataColumn, DataSort } from './DataTableTypes';

/** A column header; a sortable one is a button and says its order through aria-sort. */
export function SortHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<T>;
  sort?: DataSort;
  onSort?: (key: string) => void;
}) {
  const active = sort?.key === column.key;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      style={{ width: column.width, textAlign: column.align === 'end' ? 'right' : 'left' }}
    >
      {column.sortable && onSort ? (
        <SortButton type="button" onClick={() => onSort(column.key)}>
          {column.header}
          <Arrow aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</Arrow>
        </SortButton>
      ) : (
        column.header
      )}
    </th>
  );
}

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  min-height: ${({ theme }) => theme.control.dense}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const Arrow = styled.span`
  font-size: 10px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
