/**
 * Browser JavaScript shared by the flag console's matrix and the lab console's tenant panel:
 * which variation a lab tenant rule (written by POST /__lab/flags/:key/tenants) serves a tenant.
 */
export const CONSOLE_SCRIPT_TARGETING = String.raw`
const TENANT_RULE_PREFIX = 'lab-tenants-';

/** The variation a lab tenant rule serves this tenant, or '' when it is not targeted. */
function targetedVariation(flag, corporationId) {
  for (const rule of flag.rules) {
    if (!rule.id.startsWith(TENANT_RULE_PREFIX)) continue;
    for (const condition of rule.conditions) {
      if (condition.property !== 'corporationId' || condition.op !== 'IsOneOf') continue;
      let tenants = [];
      try {
        tenants = JSON.parse(condition.value);
      } catch {
        tenants = [];
      }
      if (Array.isArray(tenants) && tenants.includes(corporationId)) {
        return rule.id.slice(TENANT_RULE_PREFIX.length);
      }
    }
  }
  return '';
}
`;
