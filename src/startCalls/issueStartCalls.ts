import { inlineConfigText } from '../config/inlineConfigText';
import { fetchAppConfig, readAppConfig, readConfigText } from '../config/loadAppConfig';
import { detectHost } from '../hosts/detectHost';
import { isFreshEntry, readTabSession, withRememberedEntry } from '../signIn/tabSession';
import { readStartupParams } from '../startup';
import { sendDingtalkStartCalls, type DingtalkPage } from './dingtalkStartCalls';
import type { FetchFn } from './sendStartCall';
import { openStartCalls, type StartCalls } from './StartCalls';
import type { StartCallsContext } from './StartCallsContext';
import { sendStaffCalls } from './staffStartCalls';
import { sendWebStartCalls } from './webStartCalls';

export interface StartCallsPage extends DingtalkPage {
  window: Window;
  fetch: FetchFn;
  localStorage: Storage | null;
  sessionStorage: Storage | null;
}

/**
 * The config the calls are made with: the document's copy, read without waiting, else the file
 * (its answer cloned for the shell's own read before this script reads the body).
 */
function configOf(page: StartCallsPage, store: StartCalls) {
  const inline = inlineConfigText(page.window.document);
  if (inline !== null) return readConfigText(inline);
  const response = fetchAppConfig(page.fetch);
  store.config = response.then(
    (answer) => answer.clone(),
    () => null,
  );
  return response.then(readAppConfig);
}

/**
 * Starts the sign-in chain's first calls while the libraries are still on the wire, from the
 * same inputs the shell will have (the config file, the address, the user agent, this tab's
 * storage), so its requests are the shell's own to the byte: a reload that resumes this tab's
 * session, the web host's code exchange, DingTalk's SDK, code and session; then the staff calls.
 * Other hosts, and anything it cannot tell, are left to the shell.
 */
export async function issueStartCalls(page: StartCallsPage): Promise<void> {
  const store = openStartCalls(page.window);
  if (!store) return;
  const { config } = await configOf(page, store);
  // The shell started signing in first: it makes every call itself.
  if (store.closed) return;
  const { location, navigator } = page.window;
  const search = withRememberedEntry(location.search, page.sessionStorage);
  const { params } = readStartupParams(search);
  const labHost = config.lab.enabled ? config.lab.host : null;
  const host = detectHost({ params, userAgent: navigator.userAgent, labHost });
  const context: StartCallsContext = {
    store,
    fetch: page.fetch,
    config,
    params,
    userAgent: navigator.userAgent,
    origin: location.origin,
    localStorage: page.localStorage,
    pathname: location.pathname,
  };
  const resumable = isFreshEntry(location.search)
    ? null
    : readTabSession(page.sessionStorage, host);
  if (resumable) sendStaffCalls(context, resumable.session.accessToken);
  else if (host === 'web') sendWebStartCalls(context);
  else if (host === 'dingtalk') sendDingtalkStartCalls(context, page);
}
