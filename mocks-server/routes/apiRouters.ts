import type { Router } from 'express';
import { attachmentsRouter } from './attachmentsRouter';
import { billsRouter } from './billsRouter';
import { crmSdkRouter } from './crmSdkRouter';
import { flowRulesRouter } from './flowRulesRouter';
import { formReferencesRouter } from './formReferencesRouter';
import { groupCenterRouter } from './groupCenterRouter';
import { identityProviderRouter } from './identityProviderRouter';
import { organizationRouter } from './organizationRouter';
import { registryRouter } from './registryRouter';
import type { RouteContext } from './RouteContext';
import { sessionRouter } from './sessionRouter';

/** One router per API area of spec §7, all mounted on /api in this order. */
export function apiRouters(context: RouteContext): Router[] {
  return [
    sessionRouter(context),
    identityProviderRouter(),
    organizationRouter(context),
    groupCenterRouter(),
    flowRulesRouter(),
    formReferencesRouter(),
    billsRouter(),
    attachmentsRouter(),
    registryRouter(context.registry),
    crmSdkRouter(),
  ];
}
