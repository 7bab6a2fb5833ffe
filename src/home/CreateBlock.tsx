import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../i18n';
import { ErrorState, Section, Skeleton } from '../ui';
import { followLink } from '../frame/followLink';
import type { HomeStore } from './HomeStore';

const SHOWN = 4;

/** One tap to a new bill of a type the person's specifications allow. */
export const CreateBlock = observer(function CreateBlock({ home }: { home: HomeStore }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, value, retrying } = home.types;
  return (
    <Section title={t('home.create')}>
      {status === 'loading' && <Skeleton lines={1} />}
      {status === 'failed' && (
        <ErrorState
          title={t('home.createFailed')}
          retrying={retrying}
          onRetry={() => void home.types.load()}
        />
      )}
      {status === 'loaded' && value && (
        <Types role="list">
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
        </Types>
      )}
    </Section>
  );
});

const Types = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TypeLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-height: ${({ theme }) => theme.control.touch}px;
  padding: 0 ${({ theme }) => theme.spacing.lg}px;
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
