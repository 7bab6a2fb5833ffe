import { MicroFrontendDock, type DockEvent } from './MicroFrontendDock';

function recordEvents(dock: MicroFrontendDock) {
  const events: string[] = [];
  const names: DockEvent[] = ['init', 'init-complete', 'init-error'];
  for (const name of names) {
    dock.on(name, (...args: unknown[]) => {
      events.push(args.length > 0 ? `${name}:${String((args[0] as Error).message)}` : name);
    });
  }
  return events;
}

function manualSetup() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const setup = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { setup, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('MicroFrontendDock', () => {
  describe('when new', () => {
    it('is NOT_INIT', () => {
      expect(new MicroFrontendDock().state).toBe('NOT_INIT');
    });
  });

  describe('when init succeeds', () => {
    it('goes NOT_INIT → INITING → INITED and emits init then init-complete', async () => {
      const dock = new MicroFrontendDock();
      const events = recordEvents(dock);
      const { setup, finish } = manualSetup();
      const init = dock.init(setup);
      expect(dock.state).toBe('INITING');
      expect(events).toEqual(['init']);
      finish();
      await init;
      expect(dock.state).toBe('INITED');
      expect(events).toEqual(['init', 'init-complete']);
    });

    it('accepts a synchronous setup', async () => {
      const dock = new MicroFrontendDock();
      await dock.init(() => {});
      expect(dock.state).toBe('INITED');
    });
  });

  describe('when init is called while INITING', () => {
    it('returns the same promise and does not run the new setup', () => {
      const dock = new MicroFrontendDock();
      const first = manualSetup();
      const second = jest.fn(async () => {});
      const a = dock.init(first.setup);
      const b = dock.init(second);
      expect(b).toBe(a);
      expect(second).not.toHaveBeenCalled();
      expect(first.setup).toHaveBeenCalledTimes(1);
    });
  });

  describe('when init is called once INITED', () => {
    it('resolves at once without running setup or emitting', async () => {
      const dock = new MicroFrontendDock();
      await dock.init(async () => {});
      const events = recordEvents(dock);
      const again = jest.fn(async () => {});
      await expect(dock.init(again)).resolves.toBeUndefined();
      expect(again).not.toHaveBeenCalled();
      expect(events).toEqual([]);
    });
  });

  describe('when setup fails', () => {
    it('returns to NOT_INIT, emits init-error and rethrows the same error', async () => {
      const dock = new MicroFrontendDock();
      const events = recordEvents(dock);
      const { setup, fail } = manualSetup();
      const error = new Error('registry down');
      const init = dock.init(setup);
      fail(error);
      await expect(init).rejects.toBe(error);
      expect(dock.state).toBe('NOT_INIT');
      expect(events).toEqual(['init', 'init-error:registry down']);
    });

    it('treats a setup that throws synchronously the same way', async () => {
      const dock = new MicroFrontendDock();
      const error = new Error('boom');
      await expect(
        dock.init(() => {
          throw error;
        }),
      ).rejects.toBe(error);
      expect(dock.state).toBe('NOT_INIT');
    });

    it('runs setup again on the next init', async () => {
      const dock = new MicroFrontendDock();
      await expect(dock.init(() => Promise.reject(new Error('once')))).rejects.toThrow('once');
      const retry = jest.fn(async () => {});
      await dock.init(retry);
      expect(retry).toHaveBeenCalledTimes(1);
      expect(dock.state).toBe('INITED');
    });
  });

  describe('when a listener unsubscribes', () => {
    it('hears nothing more', async () => {
      const dock = new MicroFrontendDock();
      const listener = jest.fn();
      const off = dock.on('init', listener);
      off();
      await dock.init(() => {});
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('when a listener throws', () => {
    it('logs it and still completes', async () => {
      const dock = new MicroFrontendDock();
      const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
      dock.on('init-complete', () => {
        throw new Error('bad listener');
      });
      await expect(dock.init(() => {})).resolves.toBeUndefined();
      expect(dock.state).toBe('INITED');
      expect(spy).toHaveBeenCalledWith(
        "A micro-frontend dock 'init-complete' listener failed",
        expect.any(Error),
      );
      spy.mockRestore();
    });
  });
});
