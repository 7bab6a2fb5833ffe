import type { LineRecordWire } from '@contracts/bills/lineRecord';
import { BillBlocksStore } from '@shell/billBlocks';
import type { Locale } from '@shell/i18n';
import type { Resource } from '@shell/ui';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createTestRoot, type TestFlags } from '@shell/testing';
import { billBlocksStoreRef } from '../billBlocks';
import { BillResourcesStore, billResourcesStoreRef } from '../billResources';
import type { FeeRuleImportApi } from '../feeRules/feeRuleImportApi';
import { FeeRuleImportStore, feeRuleImportStoreRef } from '../feeRules/FeeRuleImportStore';
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

/**
 * A real RootStore (the shell's test kit) with the bills store over a fake api; signed in as ME.
 * Autosave waits an hour unless a test says otherwise: saves happen when a test asks.
 */
export function billsTestRoot(locale: Locale, flags?: TestFlags, autosaveMs = 3_600_000) {
  const now = Date.UTC(2026, 10, 20, 9);
  const api = fakeBillsApi();
  // The additional-message rule of a specification; none unless a test answers one.
  const loadBlocks = jest.fn<Promise<unknown>, [string]>().mockResolvedValue(null);
  // The bill's third-party resources; none unless a test answers some.
  const loadResources = jest.fn<Promise<Resource[]>, [string]>().mockResolvedValue([]);
  // The fee assignment rule a specification names, and the requisitions it may draw on.
  const feeRules = {
    getRule: jest.fn<ReturnType<FeeRuleImportApi['getRule']>, [string]>().mockResolvedValue(null),
    listRequisitions: jest
      .fn<ReturnType<FeeRuleImportApi['listRequisitions']>, []>()
      .mockResolvedValue([]),
    linesOf: jest.fn<Promise<LineRecordWire[]>, [string]>().mockResolvedValue([]),
  } satisfies FeeRuleImportApi;
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
            (r: RootStore) =>
              new BillsStore(r, api, { now: () => now, refSource: testRefSource, autosaveMs }),
          ),
          bindStore(billBlocksStoreRef, () => new BillBlocksStore(loadBlocks)),
          bindStore(billResourcesStoreRef, () => new BillResourcesStore(loadResources)),
          bindStore(feeRuleImportStoreRef, () => new FeeRuleImportStore(feeRules)),
        ],
        routes: [],
      }),
    ],
  });
  return { api, loadBlocks, loadResources, feeRules, root, store: root.getStore(billsStoreRef) };
}
