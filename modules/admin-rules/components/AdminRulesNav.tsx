import { useLocalized } from '@shell/i18n';
import { TabNav } from '@shell/ui';
import { adminRulesMessages } from '../messages';
import { adminRulesPaths } from '../paths';

/** The module's admin screens as route tabs; shown only inside the privilege guard. */
export function AdminRulesNav() {
  const messages = useLocalized(adminRulesMessages);
  return (
    <TabNav
      label={messages.sections}
      items={[
        { to: adminRulesPaths.root(), label: messages.navRules, end: true },
        { to: adminRulesPaths.feeRules(), label: messages.navFeeRules, end: true },
        { to: adminRulesPaths.extensions(), label: messages.navExtensions, end: true },
      ]}
    />
  );
}
