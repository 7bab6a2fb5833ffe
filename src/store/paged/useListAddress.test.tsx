import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createListQuery } from '@shell/query';
import type { PagedListSource } from './PagedListSource';
import { PagedListStore } from './PagedListStore';
import { useListAddress } from './useListAddress';

interface Filters {
  state: string | null;
}

function listOf(load: jest.Mock) {
  const source: PagedListSource<string, Filters> = {
    name: 'things',
    query: (filters, at) =>
      (filters.state ? createListQuery().eq('state', filters.state) : createListQuery())
        .page(at.page, at.pageSize)
        .toBody(),
    load,
    keyOf: (item) => item,
    address: {
      keys: ['state'],
      write: (filters): Record<string, string> => (filters.state ? { state: filters.state } : {}),
      read: (params, defaults) => {
        const state = params.get('state');
        return state === 'draft' || state === 'paid' ? { state } : defaults;
      },
    },
  };
  return new PagedListStore(source, { filters: { state: null }, pageSizes: [10, 20] });
}

function Page({ store }: { store: PagedListStore<string, Filters> }) {
  useListAddress(store);
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

const answer = { items: ['a'], count: 95 };

describe('useListAddress', () => {
  it('opens the list where the address says, ignoring what it cannot read', async () => {
    const load = jest.fn().mockResolvedValue(answer);
    const store = listOf(load);
    render(
      <MemoryRouter initialEntries={['/things?page=3&size=20&state=draft&other=1']}>
        <Page store={store} />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toMatchObject({
      filterBy: 'state == "draft"',
      limit: { start: 40, count: 20 },
    });
    const tampered = listOf(jest.fn().mockResolvedValue(answer));
    render(
      <MemoryRouter initialEntries={['/things?page=-4&size=7&state=<script>']}>
        <Page store={tampered} />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect([tampered.page, tampered.pageSize, tampered.filters.state]).toEqual([1, 10, null]);
  });

  it('writes paging and filters back into the address, keeping other parameters', async () => {
    const load = jest.fn().mockResolvedValue(answer);
    const store = listOf(load);
    render(
      <MemoryRouter initialEntries={['/things?other=1']}>
        <Page store={store} />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    await act(() => store.setPage(4));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?other=1&page=4');
    await act(() => store.setFilters({ state: 'paid' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?other=1&state=paid');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
