import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isMenuEntryAllowed } from '../privileges';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { moduleFlagOf } from '../microfrontend/moduleFlagOf';
import { useRootStore } from '../store';
import { microAppTitle } from './microAppTitle';

/** Links to every APPLICATION in the registry; navigation goes through single-spa, no reload. */
export const MicroAppNav = observer(function MicroAppNav() {
  const { t } = useTranslation();
  const { microApps, locale, flags, session } = useRootStore();
  const moduleFlags = flags.get()?.modules;
  // Menus show the active set: an app whose module flag is off for this tenant is not offered.
  const applications = microApps.apps
    .map((record) => record.descriptor)
    .filter((descriptor) => descriptor.type === 'APPLICATION' && descriptor.rootPath)
    .filter((descriptor) => moduleFlags?.isEnabled(moduleFlagOf(descriptor)) ?? true)
    .filter((descriptor) => isMenuEntryAllowed(descriptor.params, session));
  if (applications.length === 0) return null;
  const active = pickActiveApp(applications, microApps.path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // single-spa patches pushState, so this reroutes without the shell importing single-spa
    // (which would put it on the critical path).
    window.history.pushState(window.history.state, '', event.currentTarget.href);
  };
  return (
    <Nav aria-label={t('microApp.nav')}>
      {applications.map((descriptor) => (
        <Link
          key={descriptor.name}
          href={descriptor.rootPath}
          onClick={handleClick}
          aria-current={active?.name === descriptor.name ? 'page' : undefined}
        >
          {microAppTitle(descriptor, locale.locale)}
        </Link>
      ))}
    </Nav>
  );
});

const Nav = styled.nav`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
`;

const Link = styled.a`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandText};
    background: ${({ theme }) => theme.colors.brand};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
