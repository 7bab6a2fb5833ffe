import * as Menu from '@radix-ui/react-dropdown-menu';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES } from '../i18n';
import { useRootStore } from '../store';
import { navigateInApp } from '../ui';
import { FONT_SIZES, LOCALE_NAMES, THEME_MODES } from './accountChoices';
import type { NavApp } from './navApps';
import { MenuTrigger, Name } from './menuStyles';

/**
 * The desktop header's menus, a lazy chunk (Radix's menu with Floating UI is ~30 kB gzip and
 * not needed for the first screen): the navigation's overflow and the account menu.
 */
export function MoreMenu({ apps, label }: { apps: readonly NavApp[]; label: string }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <MenuTrigger type="button">{label} ▾</MenuTrigger>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4}>
          {apps.map((app) => (
            <Item key={app.name} onSelect={() => navigateInApp(app.rootPath)}>
              {app.title}
            </Item>
          ))}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export const AccountMenu = observer(function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const { session, locale, ui } = useRootStore();
  const name = session.staff?.name ?? '';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <MenuTrigger type="button" aria-label={t('frame.account', { name })}>
          <Name>{name}</Name>
          <span aria-hidden="true">▾</span>
        </MenuTrigger>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4}>
          <Menu.Label asChild>
            <Heading>
              <strong>{name}</strong>
              <span>
                {t('account.corporation')}: {session.corporationId}
              </span>
            </Heading>
          </Menu.Label>
          <Item onSelect={() => navigateInApp('/selectEnterprise5')}>
            {t('account.switchCorporation')}
          </Item>
          <Separator />
          <Group
            label={t('settings.language')}
            value={locale.locale}
            onChange={(v) => locale.setLocale(v)}
            options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
          />
          <Group
            label={t('settings.theme')}
            value={ui.themeMode}
            onChange={(v) => ui.setThemeMode(v)}
            options={THEME_MODES.map((mode) => ({ value: mode, label: t(`settings.${mode}`) }))}
          />
          <Group
            label={t('account.fontSize')}
            value={ui.fontSize}
            onChange={(v) => ui.setFontSize(v)}
            options={FONT_SIZES.map((size) => ({ value: size, label: t(`account.${size}`) }))}
          />
          <Separator />
          <Item onSelect={onSignOut}>{t('account.signOut')}</Item>
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
});

function Group(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Menu.Group aria-label={props.label}>
      <GroupLabel>{props.label}</GroupLabel>
      <Menu.RadioGroup value={props.value} onValueChange={props.onChange}>
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value}>
            <Menu.ItemIndicator>✓</Menu.ItemIndicator>
            <span>{option.label}</span>
          </Radio>
        ))}
      </Menu.RadioGroup>
    </Menu.Group>
  );
}

const Content = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.zIndex.popup};
  min-width: 220px;
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const itemStyles = `
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: 4px;
  cursor: pointer;
  outline: none;
`;

const Item = styled(Menu.Item)`
  ${itemStyles}
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.brandOnSurface};
  }
`;

const Radio = styled(Menu.RadioItem)`
  ${itemStyles}
  padding-left: 28px;
  position: relative;

  & > span:first-child {
    position: absolute;
    left: 10px;
  }

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  padding: 8px 12px;
  color: ${({ theme }) => theme.colors.textSecondary};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const GroupLabel = styled(Menu.Label)`
  padding: 8px 12px 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.typography.caption.size}px;
`;

const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: 4px 0;
  background: ${({ theme }) => theme.colors.divider};
`;
