import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import styled from 'styled-components';
import { useRootStore } from '../store';
import {
  Button,
  ConfirmDialog,
  Descriptions,
  Page,
  Section,
  SegmentedControl,
  SpreadRow,
  Stack,
} from '../ui';
import { FONT_SIZES, LOCALE_NAMES, THEME_MODES } from './accountChoices';
import { followLink } from './followLink';
import { navApps } from './navApps';
import { useSignOut, type FrameOutletContext } from './useSignOut';

/** The apps the phone's tabs leave out (print centre, rules, group centre…), reached from here. */
const TAB_APPS = new Set(['bills', 'approval']);

/** 我的 / Me: who is signed in, the settings of the desktop account menu, other areas, sign out. */
export const AccountPage = observer(function AccountPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { session, locale, ui } = root;
  const { identityProvider } = useOutletContext<FrameOutletContext>();
  const onSignOut = useSignOut(identityProvider);
  const areas = navApps(root).filter((app) => !TAB_APPS.has(app.name));
  const [confirming, setConfirming] = useState(false);
  return (
    <Page title={t('account.title')} width="narrow">
      <Section surface title={session.staff?.name}>
        <Descriptions
          items={[{ label: t('account.corporation'), value: session.corporationId ?? '' }]}
        />
        <Links>
          <RowLink href="/bills/wallet" onClick={followLink}>
            {t('account.wallet')} ›
          </RowLink>
          <RowLink href="/selectEnterprise5" onClick={followLink}>
            {t('account.switchCorporation')} ›
          </RowLink>
        </Links>
      </Section>
      <Section surface title={t('account.settings')}>
        <Stack $gap="lg">
          <SpreadRow>
            <span id="setting-language">{t('settings.language')}</span>
            <SegmentedControl
              label={t('settings.language')}
              value={locale.locale}
              onChange={(value) => locale.choose(value)}
              options={Object.entries(LOCALE_NAMES).map(([value, label]) => ({ value, label }))}
            />
          </SpreadRow>
          <SpreadRow>
            <span>{t('settings.theme')}</span>
            <SegmentedControl
              label={t('settings.theme')}
              value={ui.themeMode}
              onChange={(value) => ui.setThemeMode(value)}
              options={THEME_MODES.map((mode) => ({ value: mode, label: t(`settings.${mode}`) }))}
            />
          </SpreadRow>
          <SpreadRow>
            <span>{t('account.fontSize')}</span>
            <SegmentedControl
              label={t('account.fontSize')}
              value={ui.fontSize}
              onChange={(value) => ui.chooseFontSize(value)}
              options={FONT_SIZES.map((size) => ({ value: size, label: t(`account.${size}`) }))}
            />
          </SpreadRow>
        </Stack>
      </Section>
      {areas.length > 0 && (
        <Section surface title={t('home.adminAreas')}>
          <Links>
            {areas.map((area) => (
              <RowLink key={area.name} href={area.rootPath} onClick={followLink}>
                {area.title} ›
              </RowLink>
            ))}
          </Links>
        </Section>
      )}
      <Button variant="danger" size="lg" block onClick={() => setConfirming(true)}>
        {t('account.signOut')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.signOutConfirm')}
        tone="danger"
        confirmLabel={t('account.signOut')}
        onConfirm={() => {
          setConfirming(false);
          onSignOut();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('account.signOutHint')}
      </ConfirmDialog>
    </Page>
  );
});

const Links = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: ${({ theme }) => theme.spacing.sm}px;
`;

const RowLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.control.touch}px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
