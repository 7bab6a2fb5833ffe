import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@shell/testing';
import { PullToRefresh } from './PullToRefresh';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function renderList(onRefresh: () => Promise<unknown>, locale?: 'en-US') {
  renderWithShell(
    <PullToRefresh onRefresh={onRefresh}>
      <ul aria-label="bills">
        <li>Taxi</li>
      </ul>
    </PullToRefresh>,
    locale ? { locale } : undefined,
  );
  return screen.getByRole('list', { name: 'bills' });
}

/** One finger from y=100 down by `distance` px, then lifted. */
function pullDown(target: Element, distance: number) {
  fireEvent.touchStart(target, { touches: [{ clientX: 50, clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientX: 50, clientY: 100 + distance / 2 }] });
  fireEvent.touchMove(target, { touches: [{ clientX: 50, clientY: 100 + distance }] });
}

describe('PullToRefresh', () => {
  it('refreshes when a finger pulls the list down from the top and lets go past the mark', async () => {
    const answer = deferred();
    const onRefresh = jest.fn(() => answer.promise);
    const list = renderList(onRefresh);
    pullDown(list, 200);
    expect(screen.getByTestId('pull-indicator')).toHaveTextContent('松开刷新');
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在刷新…');
    expect(screen.getByTestId('pull-indicator')).toHaveTextContent('正在刷新…');
    await act(async () => answer.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('已刷新');
  });

  it('says to pull further while the pull is short, and does nothing when let go there', () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    const list = renderList(onRefresh);
    pullDown(list, 60);
    expect(screen.getByTestId('pull-indicator')).toHaveTextContent('下拉刷新');
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('pull-indicator')).toHaveStyle({ height: '0px' });
  });

  it('leaves a pull to scrolling when the page is scrolled down', () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    const list = renderList(onRefresh);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    try {
      pullDown(list, 200);
      fireEvent.touchEnd(list);
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores a drag upwards and a second pull while the first refresh runs', () => {
    const answer = deferred();
    const onRefresh = jest.fn(() => answer.promise);
    const list = renderList(onRefresh);
    pullDown(list, -200);
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    pullDown(list, 200);
    fireEvent.touchEnd(list);
    pullDown(list, 200);
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('offers a refresh button for keyboards and screen readers, in English too', async () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    renderList(onRefresh, 'en-US');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Up to date');
  });

  it('shows what the list says about itself beside the refresh button', () => {
    renderWithShell(
      <PullToRefresh onRefresh={() => Promise.resolve()} summary="共 15 张单据">
        <p>Taxi</p>
      </PullToRefresh>,
    );
    const button = screen.getByRole('button', { name: '刷新' });
    expect(button.parentElement).toHaveTextContent(/^共 15 张单据.*刷新$/);
  });
});
