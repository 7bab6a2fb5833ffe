import type { RequestHandler, Router } from 'express';
import { faultAdminRouter } from './faultAdminRouter';
import { faultMiddleware } from './faultMiddleware';
import { FaultStore } from './FaultStore';

export interface FaultLab {
  store: FaultStore;
  /** Mount after the journal and CORS, before compression, the body parsers and the routes. */
  middleware: RequestHandler;
  /** Mount at /__lab/faults, before the general lab admin router. */
  adminRouter: Router;
  /** Ends hung requests; call before server.close() unless closeAllConnections() is used. */
  releaseHangs(): void;
}

/** One store shared by the middleware and its admin API, so what the API shows is what runs. */
export function createFaultLab(store: FaultStore = new FaultStore()): FaultLab {
  return {
    store,
    middleware: faultMiddleware(store),
    adminRouter: faultAdminRouter(store),
    releaseHangs: () => store.hung.releaseAll(),
  };
}
