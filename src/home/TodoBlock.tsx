import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { ErrorState, Section, VisuallyHidden } from '../ui';
import { followLink } from '../frame/followLink';
import { HomeRow, RowPlaceholder } from './HomeRow';
import type { HomeStore } from './HomeStore';
import type { TodoDefinition } from './todoDefinitions';

export interface TodoBlockProps {
  home: HomeStore;
  /** The to-dos whose app is on for this person (flags and privileges, live). */
  todos: readonly TodoDefinition[];
}

/**
 * What needs the person, each with its count and a tap to the filtered list. Once loaded, the
 * block carries data-testid="home-todos" (the bench waits for it: keep the name). Loading, loaded
 * and "nothing" are one row of tile height (HomeRow).
 */
export const TodoBlock = observer(function TodoBlock({ home, todos }: TodoBlockProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { status, retrying } = home.todos;
  if (status === 'loading')
    return (
      <Section title={t('home.todos')}>
        <HomeRow role="status" aria-busy="true" data-skeleton="">
          <VisuallyHidden>{t('home.todosLoading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <RowPlaceholder key={index} aria-hidden="true" $height={tileHeight({ theme })} />
          ))}
        </HomeRow>
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
        <Nothing>
          <strong>{t('home.nothingNeedsYou')}</strong>
          <Label>{t('home.nothingNeedsYouHint')}</Label>
        </Nothing>
      ) : (
        <HomeRow role="list">
          {due.map((todo) => (
            <li key={todo.key}>
              <Tile href={todo.href} onClick={followLink} data-todo={todo.key}>
                <Count>{home.count(todo.key)}</Count>
                <Label>{t(`home.todo.${todo.key}`)}</Label>
              </Tile>
            </li>
          ))}
        </HomeRow>
      )}
    </Section>
  );
});

/** The tile's height in every state: a count line and a label line inside the padding. */
const tileHeight = ({ theme }: { theme: DefaultTheme }) =>
  `calc(${(theme.typography.headline.size + 4) * 1.2 + theme.typography.body.lineHeight}px + ${
    theme.spacing.xxs + 2 * theme.spacing.md + 2
  }px)`;

const Nothing = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  box-sizing: border-box;
  min-height: ${tileHeight};
  padding: 0 ${({ theme }) => theme.spacing.lg}px;
  border: 1px dashed ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
`;

const Tile = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  min-height: ${tileHeight};
  box-sizing: border-box;
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
