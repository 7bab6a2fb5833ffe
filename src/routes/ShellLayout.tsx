import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, type Locale } from '../i18n';
import { useRootStore } from '../store';
import { MicroAppNav } from './MicroAppNav';
import { MicroAppStatusPanel } from './MicroAppStatusPanel';

const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** The frame around micro-applications; they mount into the empty #root element it renders. */
export const ShellLayout = observer(function ShellLayout() {
  const { t } = useTranslation();
  const { locale, ui, session } = useRootStore();
  return (
    <Frame>
      <SkipLink href="#root">{t('app.skipToContent')}</SkipLink>
      <Header>
        <Brand>{t('app.title')}</Brand>
        <MicroAppNav />
        <Tools>
          {session.staff && <span>{session.staff.name}</span>}
          <label>
            <Hidden>{t('settings.language')}</Hidden>
            <select
              value={locale.locale}
              onChange={(event) => locale.setLocale(event.target.value)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <Hidden>{t('settings.theme')}</Hidden>
            <select value={ui.themeMode} onChange={(event) => ui.setThemeMode(event.target.value)}>
              <option value="light">{t('settings.light')}</option>
              <option value="dark">{t('settings.dark')}</option>
            </select>
          </label>
        </Tools>
      </Header>
      <MicroAppStatusPanel />
      <Main id="root" tabIndex={-1} aria-label={t('home.title')} />
    </Frame>
  );
});

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 24px;
  height: 56px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Brand = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandOnSurface};
`;

const Tools = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;

const Main = styled.main`
  flex: 1;
  padding: 24px;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    padding: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
