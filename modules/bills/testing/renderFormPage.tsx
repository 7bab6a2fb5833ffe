import type { Locale } from '@shell/i18n';
import { renderWithShell } from '@shell/testing';
import { billsDescriptor } from '../descriptor';
import { BillFormPage } from '../pages/BillFormPage';
import { billsTestRoot } from './billsTestRoot';
import type { FakeBillsApi } from './fakeBillsApi';
import { LocationProbe } from './LocationProbe';

/**
 * The bill form page at `path` in the shell's test kit (a data router, so leave guards work),
 * with its two routes as the module has them; anywhere else shows where the page went.
 */
export function renderFormPage(
  path: string,
  script: (api: FakeBillsApi) => void = () => undefined,
  locale: Locale = 'zh-CN',
  autosaveMs?: number,
) {
  // A backup of an earlier test's form would be restored: every test starts from none.
  window.localStorage.clear();
  const setup = billsTestRoot(locale, undefined, autosaveMs);
  script(setup.api);
  const rendered = renderWithShell(null, {
    root: setup.root,
    path,
    module: billsDescriptor,
    routes: [
      { path: '/bills/new', element: <BillFormPage /> },
      { path: '/bills/:id/edit', element: <BillFormPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return { ...setup, ...rendered };
}
