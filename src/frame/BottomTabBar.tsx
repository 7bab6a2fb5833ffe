import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { followLink } from './followLink';
import { Icon } from './icons';
import type { PhoneTab } from './phoneTabs';

export const TAB_BAR_HEIGHT = 56;

/** The phone's main navigation, fixed to the bottom edge above the home indicator. */
export function BottomTabBar({ tabs, path }: { tabs: readonly PhoneTab[]; path: string }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('frame.tabs')}>
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          href={tab.href}
          onClick={followLink}
          aria-current={tab.matches(path) ? 'page' : undefined}
        >
          <Icon name={tab.key} />
          <span>{t(`frame.${tab.key}`)}</span>
          {tab.badge ? (
            <Badge aria-label={`(${tab.badge})`}>{tab.badge > 99 ? '99+' : tab.badge}</Badge>
          ) : null}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  height: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Tab = styled.a`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.typography.caption.size}px;
  line-height: ${({ theme }) => theme.typography.caption.lineHeight}px;
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    font-weight: 600;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -4px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  left: calc(50% + 6px);
  min-width: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
  line-height: 18px;
  font-weight: 600;
  text-align: center;
`;
