import { PrivilegeGuard } from '@shell/store';
import type { ComponentType } from 'react';
import { ADMIN_RULES_PRIVILEGE } from '../descriptor';

/** Wraps a page so only staff with the module's privilege mount it (and so call its API). */
export function guarded(Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <PrivilegeGuard privilege={ADMIN_RULES_PRIVILEGE}>
        <Page />
      </PrivilegeGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}
