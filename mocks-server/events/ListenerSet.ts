/**
 * Listeners of one kind of event. One that throws is logged and skipped: the change it was told
 * about is already made, and the others must still hear of it.
 */
export class ListenerSet<T> {
  private readonly listeners = new Set<(event: T) => void>();

  constructor(private readonly what: string) {}

  add(listener: (event: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(`${this.what}: a listener failed`, error);
      }
    }
  }
}
