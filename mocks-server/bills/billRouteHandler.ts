import type { Request, Response } from 'express';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import type { RouteContext } from '../routes/RouteContext';
import { BillActionError } from './BillActionError';
import { billActorOf } from './billActorOf';
import { sendBillError } from './sendBillError';

export type BillHandler = (req: Request, res: Response, actor: Staff, state: MockState) => void;

/** Runs a bill route as its actor; a refused step is answered in the lab's error envelope. */
export function billRouteHandler(context: Pick<RouteContext, 'state'>) {
  return (handler: BillHandler) =>
    (req: Request, res: Response): void => {
      const state = context.state();
      const actor = billActorOf(req, res, state);
      if (!actor) return;
      try {
        handler(req, res, actor, state);
      } catch (error) {
        if (!(error instanceof BillActionError)) throw error;
        sendBillError(res, error);
      }
    };
}
