import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BillFormPage } from '../pages/BillFormPage';
import { billsTestRoot } from './billsTestRoot';
import type { FakeBillsApi } from './fakeBillsApi';
import { LocationProbe } from './LocationProbe';
import { shellWrapper } from './shellWrapper';

/**
 * The bill form page at `path` under a data router (leave guards need one), with its two
 * routes as the module has them; anywhere else shows where the page went.
 */
export function renderFormPage(
  path: string,
  script: (api: FakeBillsApi) => void = () => undefined,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
  autosaveMs?: number,
) {
  // A backup of an earlier test's form would be restored: every test starts from none.
  window.localStorage.clear();
  const setup = billsTestRoot(locale, undefined, autosaveMs);
  script(setup.api);
  const router = createMemoryRouter(
    [
      { path: '/bills/new', element: <BillFormPage /> },
      { path: '/bills/:id/edit', element: <BillFormPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: shellWrapper(locale, setup.root) });
  return { ...setup, router, user: userEvent.setup() };
}
