import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithShell } from '@shell/testing';
import { Button } from '../controls/Button';
import { Card } from '../layout/Card';
import { DataTable } from './DataTable';
import type { DataSort } from './DataTableTypes';

interface Row {
  id: string;
  title: string;
  amount: number;
}

const ROWS: Row[] = [
  { id: 'a', title: 'Taxi', amount: 30 },
  { id: 'b', title: 'Hotel', amount: 480 },
];

function phoneScreen(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function Bills({ onSort }: { onSort?: (key: string) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const sort: DataSort = { key: 'amount', direction: 'desc' };
  return (
    <DataTable
      caption="My bills"
      rows={ROWS}
      rowKey={(row) => row.id}
      columns={[
        { key: 'title', header: 'Title', cell: (row) => row.title, rowHeader: true },
        { key: 'amount', header: 'Amount', cell: (row) => row.amount, sortable: true },
      ]}
      card={(row) => <Card title={row.title} to={`/bills/${row.id}`} />}
      sort={sort}
      onSort={onSort}
      selection={{
        selected,
        onChange: setSelected,
        actions: <Button>Agree</Button>,
        rowLabel: (row) => `Select ${row.title}`,
      }}
    />
  );
}

describe('DataTable', () => {
  afterEach(() => phoneScreen(false));

  it('on desktop is a captioned table whose rows are named by their row header', () => {
    phoneScreen(false);
    renderWithShell(<Bills />);
    const table = screen.getByRole('table', { name: 'My bills' });
    expect(within(table).getByRole('rowheader', { name: 'Hotel' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a column when its header is pressed', async () => {
    phoneScreen(false);
    const onSort = jest.fn();
    const { user } = renderWithShell(<Bills onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(onSort).toHaveBeenCalledWith('amount');
  });

  it('shows the bulk actions once rows are selected', async () => {
    phoneScreen(false);
    const { user } = renderWithShell(<Bills />, { locale: 'en-US' });
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('region', { name: '2 selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeInTheDocument();
  });

  it('on a phone is a list of cards, each a link', () => {
    phoneScreen(true);
    renderWithShell(<Bills />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My bills' });
    expect(within(list).getByRole('link', { name: 'Taxi' })).toHaveAttribute('href', '/bills/a');
  });
});
