/** Micro-frontend dock (docs/micro-frontend.md). */
export type DockState = 'NOT_INIT' | 'INITING' | 'INITED';

export interface DockEvents {
  init: [];
  'init-complete': [];
  'init-error': [error: unknown];
}

export type DockEvent = keyof DockEvents;
type Listener<Event extends DockEvent> = (...args: DockEvents[Event]) => void;

/**
 * Guards the shell's one-time micro-frontend setup. Concurrent callers share one run; a
 * failed run leaves the dock as if never started, so the caller may try again.
 */
export class MicroFrontendDock {
  private current: DockState = 'NOT_INIT';
  private running: Promise<void> | undefined;
  private readonly listeners: { [Event in DockEvent]: Set<Listener<Event>> } = {
    init: new Set(),
    'init-complete': new Set(),
    'init-error': new Set(),
  };

  get state(): DockState {
    return this.current;
  }

  /**
   * Runs `setup` unless it already succeeded (resolves at once) or is running (returns that
   * run's promise; the new `setup` is ignored). Rejects with `setup`'s own error.
   */
  init(setup: () => Promise<void> | void): Promise<void> {
    if (this.current === 'INITED') return Promise.resolve();
    if (this.running) return this.running;
    this.current = 'INITING';
    this.emit('init');
    let outcome: Promise<void>;
    try {
      outcome = Promise.resolve(setup());
    } catch (error) {
      outcome = Promise.reject(error);
    }
    const run = outcome.then(
      () => {
        this.running = undefined;
        this.current = 'INITED';
        this.emit('init-complete');
      },
      (error: unknown) => {
        this.running = undefined;
        this.current = 'NOT_INIT';
        this.emit('init-error', error);
        throw error;
      },
    );
    this.running = run;
    return run;
  }

  /** Subscribes to one event; the returned function unsubscribes. */
  on<Event extends DockEvent>(event: Event, listener: Listener<Event>): () => void {
    const set = this.listeners[event] as Set<Listener<Event>>;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  private emit<Event extends DockEvent>(event: Event, ...args: DockEvents[Event]): void {
    const set = this.listeners[event] as Set<Listener<Event>>;
    for (const listener of [...set]) {
      // One faulty subscriber must not decide whether the shell starts.
      try {
        listener(...args);
      } catch (error) {
        console.error(`A micro-frontend dock '${event}' listener failed`, error);
      }
    }
  }
}
