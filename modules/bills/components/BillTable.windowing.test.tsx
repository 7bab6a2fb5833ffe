import { act, fireEvent, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { BillSummary } from '../types';
import { billSummary, BOSS, ME } from '../testing/billFixtures';
import { renderWithShell } from '@shell/testing';
import { BillTable, ROW_HEIGHT, WINDOWING_FROM } from './BillTable';
import type { RowContext } from './NextStepLine';

const context: RowContext = {
  myId: ME,
  nameOf: (id) => (id === BOSS ? '韩梅梅' : null),
  now: Date.UTC(2026, 10, 20, 8, 45),
};

function manyBills(count: number): BillSummary[] {
  const template = billSummary();
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    id: `bill-${index}`,
    code: `B${String(index).padStart(7, '0')}`,
    title: `Bill number ${index}`,
  }));
}

function renderTable(bills: readonly BillSummary[]) {
  renderWithShell(<BillTable bills={bills} context={context} label="My bills" />, {
    locale: 'en-US',
  });
  return screen.getByRole('table', { name: 'My bills' });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('BillTable with 10,000 bills', () => {
  const bills = manyBills(10_000);

  it('renders only a few dozen rows but tells assistive technology there are 10,001', () => {
    const table = renderTable(bills);
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(50);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[0]).toHaveTextContent('Bill number 0');
  });

  it('keeps the header row and shows other rows once scrolled', () => {
    const table = renderTable(bills);
    const scroller = table.parentElement as HTMLElement;
    fireEvent.scroll(scroller, { target: { scrollTop: 5000 * ROW_HEIGHT } });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    const rows = bodyRows(table);
    expect(rows.length).toBeLessThan(50);
    expect(screen.queryByText('Bill number 0')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bill number 5000' })).toBeInTheDocument();
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toContain(5002);
    expect(indexes).toEqual(indexes.map((_, offset) => indexes[0] + offset));
  });

  it('reaches the last bill at the bottom', () => {
    const table = renderTable(bills);
    fireEvent.scroll(table.parentElement as HTMLElement, {
      target: { scrollTop: 10_000 * ROW_HEIGHT },
    });
    const rows = bodyRows(table);
    expect(rows[rows.length - 1]).toHaveAttribute('aria-rowindex', '10001');
    expect(rows[rows.length - 1]).toHaveTextContent('Bill number 9999');
  });
});

describe('BillTable with a page of bills', () => {
  it('renders every row', () => {
    const table = renderTable(manyBills(WINDOWING_FROM - 1));
    expect(bodyRows(table)).toHaveLength(WINDOWING_FROM - 1);
  });
});

describe('BillTable whose list shrinks while scrolled deep', () => {
  it('shows the last rows of the shorter list', () => {
    const shown = observable.box(manyBills(10_000), { deep: false });
    const Shrinking = observer(() => (
      <BillTable bills={shown.get()} context={context} label="My bills" />
    ));
    renderWithShell(<Shrinking />, { locale: 'en-US' });
    const table = screen.getByRole('table', { name: 'My bills' });
    fireEvent.scroll(table.parentElement as HTMLElement, {
      target: { scrollTop: 9000 * ROW_HEIGHT },
    });
    act(() => runInAction(() => shown.set(manyBills(300))));
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[rows.length - 1]).toHaveTextContent('Bill number 299');
  });
});
