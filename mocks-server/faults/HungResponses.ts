import type { Response } from 'express';

/**
 * Responses a hang fault never answers. A hung request is not idle, so server.close() alone
 * waits for the client to give up; releaseAll() lets shutdown end them instead.
 */
export class HungResponses {
  private readonly responses = new Set<Response>();

  hold(res: Response): void {
    this.responses.add(res);
    res.once('close', () => this.responses.delete(res));
  }

  get size(): number {
    return this.responses.size;
  }

  /** Destroys every hung connection. */
  releaseAll(): void {
    for (const res of this.responses) res.socket?.destroy();
    this.responses.clear();
  }
}
