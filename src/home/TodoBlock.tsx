import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../theme';
import { EmptyState, ErrorState, Section, Skeleton } from '../ui';
import { followLink } from '../frame/followLink';
import type { HomeStore } from './HomeStore';
import type { TodoDefinition } from './todoDefinitions';

export interface TodoBlockProps {
  home: HomeStore;
  /** The to-dos whose app is on for this person (flags and privileges, live). */
  todos: readonly TodoDefinition[];
}

/**
 * What needs the person, each with its count and a tap to the filtered list. Once loaded, the
 * block carries data-testid="home-todos" (the bench waits for it: keep the name).
 */
export const TodoBlock = observer(function TodoBlock({ home, todos }: TodoBlockProps) {
  const { t } = useTranslation();
  const { status, retrying } = home.todos;
  if (status === 'loading')
    return (
      <Section title={t('home.todos')}>
        <Skeleton lines={2} />
      </Section>
    );
  if (status === 'failed')
    return (
      <Section title={t('home.todos')}>
        <ErrorState
          title={t('home.todosFailed')}
          retrying={retrying}
          onRetry={() => void home.todos.load()}
        />
      </Section>
    );
  const due = todos.filter((todo) => home.count(todo.key) > 0);
  return (
    <Section title={t('home.todos')} data-testid="home-todos">
      {due.length === 0 ? (
        <EmptyState title={t('home.nothingNeedsYou')}>{t('home.nothingNeedsYouHint')}</EmptyState>
      ) : (
        <Tiles role="list">
          {due.map((todo) => (
            <li key={todo.key}>
              <Tile href={todo.href} onClick={followLink} data-todo={todo.key}>
                <Count>{home.count(todo.key)}</Count>
                <Label>{t(`home.todo.${todo.key}`)}</Label>
              </Tile>
            </li>
          ))}
        </Tiles>
      )}
    </Section>
  );
});

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  min-height: 72px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.typography.headline.size + 4}px;
  line-height: 1.2;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandOnSurface};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
