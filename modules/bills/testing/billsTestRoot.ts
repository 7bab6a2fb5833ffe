import type { Locale } from '@shell/i18n';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createTestRoot, type TestFlags } from '@shell/testing';
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

/** A real RootStore (the shell's test kit) with the bills store over a fake api; signed in as ME. */
export function billsTestRoot(locale: Locale, flags?: TestFlags) {
  const now = Date.UTC(2026, 10, 20, 9);
  const api = fakeBillsApi();
  const root = createTestRoot({
    locale,
    flags,
    staff: { id: ME, name: '李雷', corporationId: 'corp' },
    modules: [
      defineModule<RootStore>({
        ...billsDescriptor,
        stores: [
          bindStore(
            billsStoreRef,
            (r: RootStore) => new BillsStore(r, api, { now: () => now, refSource: testRefSource }),
          ),
        ],
        routes: [],
      }),
    ],
  });
  return { api, root, store: root.getStore(billsStoreRef) };
}
