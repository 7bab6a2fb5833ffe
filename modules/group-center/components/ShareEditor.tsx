import { useLocalized } from '@shell/i18n';
import { Button, Checkbox, Grid, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { GroupCenterStore } from '../GroupCenterStore';
import { groupCenterMessages } from '../messages';
import type { Tenant } from '../types';

/** Share-permission add for one subsidiary: its permission flags, saved together. */
export const ShareEditor = observer(function ShareEditor({
  store,
  tenant,
}: {
  store: GroupCenterStore;
  tenant: Tenant;
}) {
  const messages = useLocalized(groupCenterMessages);
  const [flags, setFlags] = useState(() => tenant.permissions.map((p) => ({ ...p })));
  const toggle = (name: string) =>
    setFlags((current) => current.map((p) => (p.name === name ? { ...p, auth: !p.auth } : p)));
  return (
    <Section surface title={`${messages.share}: ${tenant.name}`}>
      <Grid role="group" aria-label={`${messages.share}: ${tenant.name}`}>
        {flags.map((permission) => (
          <Checkbox
            key={permission.name}
            label={messages.permissionName[permission.name] ?? permission.name}
            checked={permission.auth}
            onChange={() => toggle(permission.name)}
          />
        ))}
      </Grid>
      <Button
        disabled={store.isSaving}
        loading={store.isSaving}
        onClick={() => void store.sharePermissions(tenant, flags)}
      >
        {messages.saveShare}
      </Button>
    </Section>
  );
});
