import { LAB_APP_ID, wxCorpIdOf } from '../../mocks-server/hosts/hostCorpIds';
import type { LabHostId } from '../../mocks-server/hosts/labHostIds';
import type { HostMode } from './labHostCookies';

export const TEAMS_HOST_PAGE = '/__lab/hosts/teams/host';
export const TEAMS_APP_ENTRY = '/?sdkName=microsoftTeams';

export interface EntryContext {
  corporationId: string;
  staffId: string;
  mode: HostMode;
  /**
   * The corporation an office-suite helper corporation enters for (`ekbCorpId`): the app then
   * runs the helper exchange (docs/sign-in-and-hosts.md, "Helper exchange").
   */
  helperFor?: string;
  /** A fresh single-use code of this host for the staff (cloud-office ticket, bank token). */
  issueCode(): string;
}

function path(pathname: string, params: Record<string, string>): string {
  return `${pathname}?${new URLSearchParams(params).toString()}`;
}

/** The address each host opens the app at, as its real launcher would. */
export function hostEntryUrl(host: LabHostId, entry: EntryContext): string {
  switch (host) {
    case 'web':
      return path('/idp/web/authorize', {
        corp_id: entry.corporationId,
        staff_id: entry.staffId,
        client_id: 'client-app',
        redirect_uri: '/',
      });
    case 'wecom':
      return path('/', { corpId: wxCorpIdOf(entry.corporationId), ekbCorpId: entry.corporationId });
    case 'dingtalk':
    case 'feishu':
      return path('/', {
        corpId: entry.corporationId,
        appid: LAB_APP_ID,
        ...(entry.helperFor ? { ekbCorpId: entry.helperFor } : {}),
      });
    case 'cloudoffice':
      return path('/', { ticket: entry.issueCode() });
    case 'hzbank':
      return path('/web/', { accessToken: entry.issueCode() });
    case 'workapp':
      return path('/', { corpId: entry.corporationId });
    case 'kk':
    case 'kingOA':
      return path('/', { sdkName: host });
    case 'teams':
      // Outside Teams there is no client around the app: teams-js finds no parent window.
      return entry.mode === 'not-in-host' ? TEAMS_APP_ENTRY : TEAMS_HOST_PAGE;
    case 'native':
      return path('/', { type: 'eBridge' });
    case 'remote':
      return path('/', { sdkName: 'cloudOffice', mode: 'debug' });
  }
}
