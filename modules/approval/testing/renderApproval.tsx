import { BillBlocksStore } from '@shell/billBlocks';
import type { Locale } from '@shell/i18n';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createTestRoot, renderWithShell, type TestFlags } from '@shell/testing';
import { approvalBlocksStoreRef } from '../approvalBlocks';
import { ApprovalStore, approvalStoreRef } from '../ApprovalStore';
import { approvalDescriptor } from '../descriptor';
import approvalModule from '../index';
import { ME } from './approvalFixtures';
import { fakeApprovalApi, type FakeApprovalApi } from './fakeApprovalApi';

/**
 * The module's real pages at `path`, in a real RootStore over a fake api, signed in as ME, with
 * the shell's providers and router (the shell's test kit). `flags` are real flags to flip live.
 */
export function renderApproval(
  locale: Locale,
  path: string,
  script: (api: FakeApprovalApi) => void = () => undefined,
  flags?: TestFlags,
) {
  const api = fakeApprovalApi();
  script(api);
  const root = createTestRoot({
    locale,
    flags,
    staff: { id: ME, name: '李雷', corporationId: 'corp' },
    modules: [
      defineModule<RootStore>({
        ...approvalDescriptor,
        stores: [
          bindStore(
            approvalStoreRef,
            (r: RootStore) => new ApprovalStore(r, api, { now: () => 5 }),
          ),
          bindStore(approvalBlocksStoreRef, () => new BillBlocksStore(api.getBillBlocks)),
        ],
        routes: [],
      }),
    ],
  });
  const rendered = renderWithShell(null, {
    root,
    path,
    module: approvalDescriptor,
    routes: approvalModule.routes.map(({ path: pattern, component: Page }) => ({
      path: pattern,
      element: <Page />,
    })),
  });
  return { api, ...rendered };
}
