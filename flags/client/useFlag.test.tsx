import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FlagModuleContext, FlagStoreContext } from './FlagStoreContext';
import type { FlagStore } from './FlagStore';
import { settle } from './testing/settle';
import { storeHarness } from './testing/storeHarness';
import { useFlag } from './useFlag';

function DisplayMode({ onRender }: { onRender?: () => void }) {
  onRender?.();
  return <p>{useFlag('bills-display-mode')}</p>;
}

const withStore = (store: FlagStore, children: ReactNode) => (
  <FlagStoreContext value={store}>{children}</FlagStoreContext>
);

async function readyStore(flags: Record<string, string>) {
  const harness = storeHarness();
  void harness.store.start();
  harness.clients.latest().becomeReady(flags);
  await settle();
  return harness;
}

describe('useFlag', () => {
  it('reads the catalogue default without a FlagStore provider', () => {
    render(<DisplayMode />);
    expect(screen.getByText('LIST')).toBeInTheDocument();
  });

  it('reads the store and re-renders when that flag changes, not for other flags', async () => {
    const { store, clients } = await readyStore({ 'bills-display-mode': 'TABLE' });
    const onRender = jest.fn();
    render(withStore(store, <DisplayMode onRender={onRender} />));
    expect(screen.getByText('TABLE')).toBeInTheDocument();
    const renders = onRender.mock.calls.length;
    await act(async () => {
      clients.latest().pushUpdate({ 'module-print': 'false' });
      await settle();
    });
    expect(onRender).toHaveBeenCalledTimes(renders);
    await act(async () => {
      clients.latest().pushUpdate({ 'bills-display-mode': 'LIST' });
      await settle();
    });
    expect(screen.getByText('LIST')).toBeInTheDocument();
    await store.close();
  });

  it('fails in development when the rendering module did not declare the flag', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bills = { id: 'bills', flag: 'module-bills', flagKeys: [] };
    expect(() =>
      render(<FlagModuleContext value={bills}>{<DisplayMode />}</FlagModuleContext>),
    ).toThrow('Module "bills" reads flag "bills-display-mode" without declaring it');
    jest.restoreAllMocks();
  });

  it('reads a declared flag inside a module', () => {
    const bills = { id: 'bills', flagKeys: ['bills-display-mode'] };
    render(<FlagModuleContext value={bills}>{<DisplayMode />}</FlagModuleContext>);
    expect(screen.getByText('LIST')).toBeInTheDocument();
  });
});
