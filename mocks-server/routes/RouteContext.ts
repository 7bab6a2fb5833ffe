import type { MockState } from '../data/MockState';
import type { GrantStore } from '../hosts/GrantStore';
import type { InvoiceWallets } from '../invoices/InvoiceWallets';
import type { ScenarioEngine } from '../scenarios/ScenarioEngine';
import type { UploadStore } from '../uploads';
import type { FormTokens } from '../uploads/formTokens';
import type { RegistrySource } from './registryRouter';

/**
 * What routes may reach. `state` is a function because reset swaps the whole state object;
 * a router holding the old object would keep serving stale data.
 */
export interface RouteContext {
  state(): MockState;
  now(): Date;
  /** Auth codes and tokens of the fake hosts; cleared, not replaced, on reset. */
  grants: GrantStore;
  /** Uploaded files, in a temp folder of this lab process; emptied on reset. */
  uploads: UploadStore;
  /** Tokens of the lab's form storage (the HUAYU upload path). */
  formTokens?: FormTokens;
  registry?: RegistrySource;
  /** Each person's invoice wallet (票夹); emptied on reset. */
  wallets?: InvoiceWallets;
  /** The scenario engine, for services the mock consults as if remote (the tax authority). */
  scenarios?: ScenarioEngine;
}
