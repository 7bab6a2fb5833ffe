import { isHomePath } from './isHomePath';
import type { NavApp } from './navApps';

export interface PhoneTab {
  key: 'home' | 'bills' | 'approval' | 'me';
  href: string;
  /** The addresses under which the tab counts as the current one. */
  matches: (path: string) => boolean;
  badge?: number;
}

const under = (root: string) => (path: string) => path === root || path.startsWith(`${root}/`);

/**
 * The bottom bar: 首页, 单据, 审批 (only with the approval app and a backlog), 我的. Admin areas
 * (print centre, rules, group centre) are reached from 我的 and the home, not squeezed in here.
 */
export function phoneTabs(apps: readonly NavApp[], approvalCount: number): PhoneTab[] {
  const has = (name: string) => apps.find((app) => app.name === name);
  const bills = has('bills');
  const approval = has('approval');
  const tabs: PhoneTab[] = [{ key: 'home', href: '/', matches: isHomePath }];
  if (bills) tabs.push({ key: 'bills', href: bills.rootPath, matches: under(bills.rootPath) });
  if (approval && approvalCount > 0)
    tabs.push({
      key: 'approval',
      href: approval.rootPath,
      matches: under(approval.rootPath),
      badge: approvalCount,
    });
  tabs.push({ key: 'me', href: '/me', matches: under('/me') });
  return tabs;
}
