import type { HttpClient } from '@shell/http';
import { createI18n, type Locale } from '@shell/i18n';
import { bindStore, defineModule, RootStore } from '@shell/store';
import { BillsStore, billsStoreRef } from '../BillsStore';
import { billsDescriptor } from '../descriptor';
import { fakeRefSource } from '../forms/testing/fakeRefSource';
import { staffItems } from '../forms/testing/formFixtures';
import { ME } from './billFixtures';
import { fakeBillsApi } from './fakeBillsApi';

const testRefSource = fakeRefSource({
  'organization.Staff': [...staffItems, { id: ME, label: '李雷', details: [] }],
  'form.Specification.Versioned': [{ id: 'corp:spec:expense:1', label: '日常报销单', details: [] }],
});

/** A real RootStore with the bills store registered over a fake api; signed in as ME. */
export function billsTestRoot(locale: Locale, displayModeFlag?: string, autosaveMs = 3_600_000) {
  const now = Date.UTC(2026, 10, 20, 9);
  const api = fakeBillsApi();
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n(locale) });
  if (displayModeFlag !== undefined) {
    // Only the flag read matters here; a real FlagStore needs the FeatBit client.
    const flags = { store: { variation: () => displayModeFlag } };
    root.flags.set(flags as unknown as Parameters<typeof root.flags.set>[0]);
  }
  root.session.signedIn({ staff: { id: ME, name: '李雷', corporationId: 'corp' } });
  root.registerModule(
    defineModule<RootStore>({
      ...billsDescriptor,
      stores: [
        bindStore(
          billsStoreRef,
          (r: RootStore) =>
            new BillsStore(r, api, { now: () => now, refSource: testRefSource, autosaveMs }),
        ),
      ],
      routes: [],
    }),
  );
  return { api, root, store: root.getStore(billsStoreRef) };
}
