import type { RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { labSessionOf } from '../sessions/labSessionOf';
import { applyFault } from './applyFault';
import { markFaulted } from './faultsAppliedTo';
import type { FaultStore } from './FaultStore';

/**
 * Applies the caller's session faults and the global ones. Mount it after the journal (so
 * faulted requests are journaled) and CORS (so a browser can read a faulted answer), before
 * compression (so truncate and dribble count bytes on the wire) and before the routes.
 */
export function faultMiddleware(store: FaultStore): RequestHandler {
  return (req, res, next) => {
    const path = new URL(req.originalUrl, 'http://lab.invalid').pathname;
    // The admin API stays reachable whatever is active, so a person can always remove a fault.
    if (isLabAdminPath(path)) {
      next();
      return;
    }
    const decision = store.decide(req.method, path, labSessionOf(req));
    if (decision.firedIds.length === 0) {
      next();
      return;
    }
    markFaulted(res, decision);
    const { fault } = decision;
    const proceed = (): void => {
      if (!fault) next();
      else applyFault(fault, decision.firedIds.at(-1) ?? '', { req, res, next, store });
    };
    if (decision.latencyMs === 0) {
      proceed();
      return;
    }
    const timer = setTimeout(proceed, decision.latencyMs);
    // A client that gives up mid-wait must not leave a route running for nobody.
    res.once('close', () => clearTimeout(timer));
  };
}
