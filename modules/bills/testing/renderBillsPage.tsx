import type { Locale } from '@shell/i18n';
import { renderWithShell, type TestFlags } from '@shell/testing';
import type { ReactElement } from 'react';
import { billsDescriptor } from '../descriptor';
import { billsTestRoot } from './billsTestRoot';
import type { FakeBillsApi } from './fakeBillsApi';
import { LocationProbe } from './LocationProbe';

export interface BillsPageOptions {
  locale?: Locale;
  flags?: TestFlags;
  /** Answers set before the page mounts, since mounting loads. */
  script?: (api: FakeBillsApi) => void;
}

/**
 * A bills page on `pattern`, opened at `path`, inside the shell's providers and a data router
 * (the shell's test kit); any other address shows a location probe.
 */
export function renderBillsPage(
  path: string,
  pattern: string,
  page: ReactElement,
  { locale = 'zh-CN', flags, script }: BillsPageOptions = {},
) {
  const setup = billsTestRoot(locale, flags);
  script?.(setup.api);
  const rendered = renderWithShell(null, {
    root: setup.root,
    path,
    module: billsDescriptor,
    routes: [
      { path: pattern, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return { ...setup, ...rendered };
}
