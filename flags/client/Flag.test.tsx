import { act, render, screen } from '@testing-library/react';
import { Flag } from './Flag';
import { FlagStoreContext } from './FlagStoreContext';
import { settle } from './testing/settle';
import { storeHarness } from './testing/storeHarness';

async function renderWith(flags: Record<string, string>, ui: React.ReactNode) {
  const harness = storeHarness();
  void harness.store.start();
  harness.clients.latest().becomeReady(flags);
  await settle();
  render(<FlagStoreContext value={harness.store}>{ui}</FlagStoreContext>);
  return harness;
}

describe('Flag', () => {
  it('renders children while a boolean flag is on and the fallback once it is off', async () => {
    const { clients, store } = await renderWith(
      { 'approval-bulk-agree': 'true' },
      <Flag name="approval-bulk-agree" fallback={<span>one by one</span>}>
        <button>Agree all</button>
      </Flag>,
    );
    expect(screen.getByRole('button', { name: 'Agree all' })).toBeInTheDocument();
    await act(async () => {
      clients.latest().pushUpdate({ 'approval-bulk-agree': 'false' });
      await settle();
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('one by one')).toBeInTheDocument();
    await store.close();
  });

  it('renders nothing by default when off (the catalogue default here)', () => {
    render(
      <Flag name="approval-bulk-agree">
        <span>bulk</span>
      </Flag>,
    );
    expect(screen.queryByText('bulk')).not.toBeInTheDocument();
  });

  it('matches a variant with `value`', async () => {
    await renderWith(
      { 'bills-display-mode': 'TABLE' },
      <>
        <Flag name="bills-display-mode" value="TABLE">
          <span>table view</span>
        </Flag>
        <Flag name="bills-display-mode" value="LIST">
          <span>list view</span>
        </Flag>
      </>,
    );
    expect(screen.getByText('table view')).toBeInTheDocument();
    expect(screen.queryByText('list view')).not.toBeInTheDocument();
  });

  it('keeps a non-boolean flag closed when no `value` is given', () => {
    render(
      <Flag name="upload-max-size-mb">
        <span>limit</span>
      </Flag>,
    );
    expect(screen.queryByText('limit')).not.toBeInTheDocument();
  });
});
