import { act, render, screen } from '@testing-library/react';
import { createLoader, useLoaded } from './useLoaded';

function Shown({ loader, enabled }: { loader: ReturnType<typeof makeLoader>; enabled?: boolean }) {
  const loaded = useLoaded(loader, enabled);
  return <p>{loaded ? <loaded.Part /> : 'waiting'}</p>;
}

function makeLoader(load = jest.fn(async () => ({ Part: () => <>loaded part</> }))) {
  return Object.assign(createLoader(load), { calls: load });
}

describe('a part of the frame loaded from its own chunk', () => {
  it('shows the fallback until the chunk is in, then the part (a component, not an updater)', async () => {
    render(<Shown loader={makeLoader()} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('loaded part')).toBeTruthy();
  });

  it('asks for the chunk once, and draws it at once on a later mount', async () => {
    const loader = makeLoader();
    const first = render(<Shown loader={loader} />);
    await screen.findByText('loaded part');
    first.unmount();
    render(<Shown loader={loader} />);
    expect(screen.getByText('loaded part')).toBeTruthy();
    expect(loader.calls).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while not enabled', async () => {
    const loader = makeLoader();
    render(<Shown loader={loader} enabled={false} />);
    await act(async () => undefined);
    expect(loader.calls).not.toHaveBeenCalled();
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue({ Part: () => <>loaded part</> });
    const loader = createLoader(load);
    await expect(loader.load()).rejects.toThrow('chunk lost');
    await expect(loader.load()).resolves.toHaveProperty('Part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
