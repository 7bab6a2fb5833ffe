import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeMatchMedia, renderWithShell } from '@shell/testing';
import { Button } from '../controls/Button';
import { Card } from '../layout/Card';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  title: string;
}

const rowsOf = (count: number, word: string): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${word}-${index}`,
    title: `${word} ${index}`,
  }));

const TAXIS = rowsOf(150, 'Taxi');
const HOTELS = rowsOf(150, 'Hotel');

/** A list with a filter button, as the bills page filters its table by title. */
function Filtered({ all, filtered }: { all: Row[]; filtered: Row[] }) {
  const [rows, setRows] = useState(all);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <Button onClick={() => setRows(filtered)}>Filter</Button>
      <DataTable
        caption="Bills"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[{ key: 'title', header: 'Title', cell: (row) => row.title, rowHeader: true }]}
        card={(row) => <Card title={row.title} />}
        selection={{
          selected,
          onChange: setSelected,
          actions: <Button>Agree</Button>,
          rowLabel: (row) => `Select ${row.title}`,
        }}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Bills' }))
    .getAllByRole('row')
    .filter(
      (row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1',
    );

describe('DataTable rows', () => {
  beforeEach(() => fakeMatchMedia(() => false));

  it('a windowed table filtered to other rows rewrites the row elements it has instead of building new ones', async () => {
    const { user } = renderWithShell(
      <Filtered all={[...TAXIS, ...HOTELS]} filtered={HOTELS.slice(0, 120).concat(TAXIS)} />,
    );
    const [first] = bodyRows();
    expect(first).toHaveTextContent('Taxi 0');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(bodyRows()[0]).toBe(first);
    expect(first).toHaveTextContent('Hotel 0');
  });

  it('a windowed row’s checkbox follows its bill, not its place, when the list is filtered', async () => {
    const { user } = renderWithShell(
      <Filtered all={[...TAXIS, ...HOTELS]} filtered={[...HOTELS, ...TAXIS]} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Taxi 0' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('checkbox', { name: 'Select Hotel 0' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Select Taxi 0' })).not.toBeInTheDocument();
  });

  it('a short table keeps each row’s element with its row when the rows are reordered', async () => {
    const { user } = renderWithShell(
      <Filtered all={TAXIS.slice(0, 3)} filtered={TAXIS.slice(0, 3).reverse()} />,
    );
    const [first] = bodyRows();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(bodyRows()[2]).toBe(first);
    expect(first).toHaveTextContent('Taxi 0');
  });
});
