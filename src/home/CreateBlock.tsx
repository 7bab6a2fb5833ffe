import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useLocale } from '../i18n';
import { ErrorState, Section, VisuallyHidden } from '../ui';
import { followLink } from '../frame/followLink';
import { HomeRow, RowPlaceholder } from './HomeRow';
import type { HomeStore } from './HomeStore';

const SHOWN = 4;

/** One tap to a new bill of a type the person's specifications allow. */
export const CreateBlock = observer(function CreateBlock({ home }: { home: HomeStore }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const { status, value, retrying } = home.types;
  return (
    <Section title={t('home.create')}>
      {status === 'loading' && (
        <HomeRow role="status" aria-busy="true" data-skeleton="">
          <VisuallyHidden>{t('home.typesLoading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <RowPlaceholder key={index} aria-hidden="true" $height={`${theme.control.touch}px`} />
          ))}
        </HomeRow>
      )}
      {status === 'failed' && (
        <ErrorState
          title={t('home.createFailed')}
          retrying={retrying}
          onRetry={() => void home.types.load()}
        />
      )}
      {status === 'loaded' && value && (
        <HomeRow role="list">
          {value.length === 0 && <li>{t('home.noTypes')}</li>}
          {value.slice(0, SHOWN).map((type) => (
            <li key={type.id}>
              <TypeLink
                href={`/bills/new?specification=${encodeURIComponent(type.id)}`}
                onClick={followLink}
              >
                <Plus aria-hidden="true">+</Plus>
                {(locale === 'en-US' && type.enName) || type.name}
              </TypeLink>
            </li>
          ))}
          {value.length > SHOWN && (
            <li>
              <TypeLink href="/bills/new" onClick={followLink}>
                {t('home.more')}
              </TypeLink>
            </li>
          )}
        </HomeRow>
      )}
    </Section>
  );
});

const TypeLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.control.touch}px;
  padding: 0 ${({ theme }) => theme.spacing.lg}px;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandOnSurface};
  text-decoration: none;
  font-weight: 500;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Plus = styled.span`
  font-size: ${({ theme }) => theme.typography.subtitle.size}px;
`;
