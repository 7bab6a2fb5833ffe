import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { HttpClient } from '../http';
import { useLocalized } from '../i18n';
import { useRootStore, type RootStore } from '../store';
import { ErrorState, ResourceButtons, Section, Skeleton } from '../ui';
import { openerMessages } from '../ui/opener/openerMessages';
import { parseResources, type Resource } from '../ui/opener/parseResources';
import { Loadable } from './Loadable';

/** The lab's address for the corporation's services (mocks-server/thirdParty/README.md). */
export const HOME_RESOURCES_PATH = '/v1/thirdParty/resources';

async function homeResources(http: HttpClient): Promise<Resource[]> {
  const { data } = await http.axios.get<unknown>(HOME_RESOURCES_PATH);
  return parseResources(data);
}

const lists = new WeakMap<RootStore, Loadable<Resource[]>>();

function resourcesOf(root: RootStore): Loadable<Resource[]> {
  let list = lists.get(root);
  if (!list) {
    list = new Loadable(() => homeResources(root.http));
    lists.set(root, list);
  }
  return list;
}

/** 常用服务 on the home: the third-party resources the server offers, one tap each. */
export const ResourcesBlock = observer(function ResourcesBlock() {
  const messages = useLocalized(openerMessages);
  const root = useRootStore();
  const list = resourcesOf(root);
  const signedIn = root.session.isSignedIn;
  useEffect(() => {
    if (signedIn) void list.load();
  }, [list, signedIn]);
  const { status, value, retrying } = list;
  if (status === 'loaded' && (!value || value.length === 0)) return null;
  return (
    <Section title={messages.resourcesTitle}>
      {status === 'loading' && <Skeleton lines={1} />}
      {status === 'failed' && (
        <ErrorState
          title={messages.resourcesFailed}
          retrying={retrying}
          onRetry={() => void list.load()}
        />
      )}
      {status === 'loaded' && value && (
        <ResourceButtons resources={value} label={messages.resourcesTitle} />
      )}
    </Section>
  );
});
