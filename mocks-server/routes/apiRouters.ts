import { Router } from 'express';
import { grantHeaderMiddleware } from '../hosts/grantHeaderMiddleware';
import { helperSessionRouter } from '../hosts/helperSessionRouter';
import { officeSuiteSessionRouter } from '../hosts/officeSuiteSessionRouter';
import { privateHostSessionRouter } from '../hosts/privateHostSessionRouter';
import { wecomSessionRouter } from '../hosts/wecomSessionRouter';
import { invoicesRouter } from '../invoices/invoicesRouter';
import { thirdPartyRouter } from '../thirdParty/thirdPartyRouter';
import { feeAssignmentRulesRouter } from '../adminRules/feeAssignmentRulesRouter';
import { extensionInstancesRouter } from '../extensions/extensionInstancesRouter';
import { referenceDataRouter } from '../specifications/referenceDataRouter';
import { attachmentsRouter } from './attachmentsRouter';
import { billDraftsRouter } from './billDraftsRouter';
import { billsRouter } from './billsRouter';
import { crmSdkRouter } from './crmSdkRouter';
import { dataLinksRouter } from './dataLinksRouter';
import { flowRulesRouter } from './flowRulesRouter';
import { formReferencesRouter } from './formReferencesRouter';
import { groupCenterRouter } from './groupCenterRouter';
import { identityProviderRouter } from './identityProviderRouter';
import { organizationRouter } from './organizationRouter';
import { printRouter } from './printRouter';
import { registryRouter } from './registryRouter';
import type { RouteContext } from './RouteContext';
import { sessionRouter } from './sessionRouter';
import { supplierProgressRouter } from './supplierProgressRouter';
import { tripsRouter } from './tripsRouter';

/**
 * One router per API area of docs/lab.md, all mounted on /api in this order. The grant check comes
 * first: a present X-HAF-Staff-Grant must be a live token and decides who the call acts as.
 */
export function apiRouters(context: RouteContext): Router[] {
  return [
    Router().use(grantHeaderMiddleware(context.grants, context.state)),
    sessionRouter(context),
    wecomSessionRouter(context),
    officeSuiteSessionRouter(context),
    helperSessionRouter(context),
    privateHostSessionRouter(context),
    identityProviderRouter(context),
    referenceDataRouter(context),
    organizationRouter(context),
    groupCenterRouter(context),
    flowRulesRouter(context),
    feeAssignmentRulesRouter(context),
    extensionInstancesRouter(context),
    formReferencesRouter(),
    tripsRouter(context),
    dataLinksRouter(context),
    supplierProgressRouter(context),
    thirdPartyRouter(context),
    billDraftsRouter(context),
    billsRouter(context),
    printRouter(context),
    attachmentsRouter(context),
    ...(context.wallets ? [invoicesRouter({ ...context, wallets: context.wallets })] : []),
    registryRouter(context.registry),
    crmSdkRouter(),
  ];
}
