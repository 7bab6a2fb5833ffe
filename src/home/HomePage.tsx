import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppOffered } from '../frame/navApps';
import { useRootStore } from '../store';
import { media } from '../theme';
import { Page } from '../ui';
import { CreateBlock } from './CreateBlock';
import { homeStoreOf } from './HomeStore';
import { RecentBlock } from './RecentBlock';
import { ResourcesBlock } from './ResourcesBlock';
import { TodoBlock } from './TodoBlock';
import { WalletBlock } from './WalletBlock';
import { TODO_DEFINITIONS, type TodoDefinition } from './todoDefinitions';

/** `/`: what needs the signed-in person, their recent bills and one tap to a new bill. */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const home = homeStoreOf(root);
  const [now] = useState(() => Date.now());
  const signedIn = root.session.isSignedIn;
  useEffect(() => {
    if (signedIn) home.loadOnMount();
  }, [home, signedIn]);
  const offered = (app: TodoDefinition['app']) => {
    const record = root.microApps.get(app);
    // Before the registry answers every to-do may show; then only those of apps that are on.
    return record ? isAppOffered(root, record.descriptor) : root.microApps.apps.length === 0;
  };
  const todos = TODO_DEFINITIONS.filter((todo) => offered(todo.app));
  return (
    <Page
      title={t('home.title')}
      width="wide"
      description={
        root.session.staff && (
          <>
            {t('home.hello')}
            <strong>{root.session.staff.name}</strong>
          </>
        )
      }
    >
      <TodoBlock home={home} todos={todos} />
      <Columns>
        {offered('bills') && <CreateBlock home={home} />}
        <RecentBlock home={home} myId={root.session.staff?.id ?? null} now={now} />
      </Columns>
      {/* Below the recent bills: drawn once that list has its height, so it never pushes them. */}
      {home.recent.status !== 'loading' && (
        <>
          {offered('bills') && <WalletBlock />}
          <ResourcesBlock />
        </>
      )}
    </Page>
  );
});

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing.xl}px;
  align-items: start;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;
