import type { Locale } from '@shell/i18n';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createTestRoot, renderWithShell } from '@shell/testing';
import { AdminRulesStore, adminRulesStoreRef } from '../AdminRulesStore';
import { adminRulesDescriptor } from '../descriptor';
import adminRulesModule from '../index';
import type { RuleSummary } from '../types';
import { fakeAdminRulesApi } from './fakeAdminRulesApi';

/** The module's real routes over a fake api, signed in with the given privileges (the shell's test kit). */
export function renderAdminPage(
  path: string,
  {
    locale = 'zh-CN',
    permissions = [],
    rules = [],
  }: { locale?: Locale; permissions?: string[]; rules?: RuleSummary[] },
) {
  const fake = fakeAdminRulesApi(rules);
  const root = createTestRoot({
    locale,
    permissions,
    staff: { id: 'me', name: '李雷', corporationId: 'corp' },
    modules: [
      defineModule<RootStore>({
        ...adminRulesDescriptor,
        stores: [bindStore(adminRulesStoreRef, () => new AdminRulesStore(fake.api))],
        routes: [],
      }),
    ],
  });
  const rendered = renderWithShell(null, {
    root,
    path,
    module: adminRulesDescriptor,
    routes: adminRulesModule.routes.map(({ path: pattern, component: Page }) => ({
      path: pattern,
      element: <Page />,
    })),
  });
  return { ...fake, ...rendered };
}
