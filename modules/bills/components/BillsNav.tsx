import { useLocalized } from '@shell/i18n';
import { TabNav } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';

/**
 * My bills, and the one backlog (the approval module's, met at its address): route tabs, so a
 * reload or a shared link lands on the same one.
 */
export const BillsNav = observer(function BillsNav() {
  const messages = useLocalized(billsMessages);
  return (
    <TabNav
      label={messages.sectionsLabel}
      items={[
        { to: billsPaths.mine(), label: messages.navMine, end: true },
        { to: billsPaths.backlog(), label: messages.navBacklog, end: true },
      ]}
    />
  );
});
