import type { Response } from 'express';
import type { StubResponse } from './ScenarioPreset';

/** Which stub answered a response: its scenario, the state then and after, and its fault. */
export interface StubAnswerMark {
  name: string;
  state: string;
  next?: string;
  fault?: StubResponse['fault'];
  afterRequestPercent?: number;
  bytesPerSecond?: number;
}

// A WeakMap like faultsAppliedTo: typed without augmenting Express's globals.
const answered = new WeakMap<Response, StubAnswerMark>();

/** Called by the scenario middleware; recordings read it to replay the same answer and fault. */
export function markStubAnswer(res: Response, mark: StubAnswerMark): void {
  answered.set(res, mark);
}

export function stubAnswerOf(res: Response): StubAnswerMark | undefined {
  return answered.get(res);
}
