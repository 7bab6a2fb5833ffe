import type { ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The row's name for assistive technology: rendered as the row header (th scope=row). */
  rowHeader?: boolean;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** CSS width when the table lays out fixed (windowed lists). */
  width?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface DataSort {
  key: string;
  direction: SortDirection;
}

export interface DataSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Shown in the bulk bar while rows are selected. */
  actions: ReactNode;
  /** The checkbox's name for a row ("select S2600003"). */
  rowLabel: (row: T) => string;
}
