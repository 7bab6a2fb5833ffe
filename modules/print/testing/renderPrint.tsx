import type { Locale } from '@shell/i18n';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createTestRoot, renderWithShell } from '@shell/testing';
import { printDescriptor } from '../descriptor';
import printModule from '../index';
import { PrintStore, printStoreRef } from '../PrintStore';
import { fakePrintApi, type FakePrintApi } from './fakePrintApi';
import { ME } from './printFixtures';

/**
 * The print module's real pages at `path`, with the print store over a fake api, signed in as
 * ME, inside the shell's providers and router (the shell's test kit). The window's print dialog
 * is a spy.
 */
export function renderPrint(
  locale: Locale,
  path: string,
  script: (api: FakePrintApi) => void = () => {},
) {
  const api = fakePrintApi();
  script(api);
  const printWindow = jest.fn();
  const root = createTestRoot({
    locale,
    staff: { id: ME, name: '李雷', corporationId: 'corp' },
    modules: [
      defineModule<RootStore>({
        ...printDescriptor,
        stores: [
          bindStore(printStoreRef, (r: RootStore) => new PrintStore(r, api, { printWindow })),
        ],
        routes: [],
      }),
    ],
  });
  const rendered = renderWithShell(null, {
    root,
    path,
    module: printDescriptor,
    routes: printModule.routes.map(({ path: pattern, component: Page }) => ({
      path: pattern,
      element: <Page />,
    })),
  });
  return { api, printWindow, ...rendered };
}
