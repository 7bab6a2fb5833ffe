import { runInAction } from 'mobx';
import { createHttpClient, type HttpClient } from '../http';
import { createI18n, type Locale } from '../i18n';
import { RootStore, type ModuleDefinition, type SessionStaff } from '../store';
import type { ThemeMode } from '../theme';
import type { TestFlags } from './createTestFlags';

export interface TestRootOptions {
  locale?: Locale;
  theme?: ThemeMode;
  /** Signed in as this staff; `null` leaves the root signed out. */
  staff?: SessionStaff | null;
  permissions?: string[];
  http?: HttpClient;
  flags?: TestFlags;
  /** Registered before the test renders (their stores are created from this root). */
  modules?: ModuleDefinition<RootStore>[];
}

export const TEST_STAFF: SessionStaff = { id: 'me', name: '李雷', corporationId: 'corp' };

/** A real RootStore as the shell builds it, signed in, with the given modules and flags. */
export function createTestRoot(options: TestRootOptions = {}): RootStore {
  const root = new RootStore({
    // A real client: tests that send nothing never notice it; those that do pass a scripted one.
    http: options.http ?? createHttpClient({ baseURL: '/api' }),
    i18n: createI18n(options.locale ?? 'zh-CN'),
  });
  root.ui.setThemeMode(options.theme ?? 'light');
  const staff = options.staff === undefined ? TEST_STAFF : options.staff;
  if (staff) root.session.signedIn({ staff, permissions: options.permissions ?? [] });
  if (options.flags) {
    const { shell } = options.flags;
    runInAction(() => root.flags.set(shell));
  }
  for (const definition of options.modules ?? []) root.registerModule(definition);
  return root;
}
