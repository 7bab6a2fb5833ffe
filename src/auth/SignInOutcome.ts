/**
 * What a sign-in produced (the general identity-provider chain or a host's own flow): a session
 * grant, or what the page must do instead. The shell acts on it; nothing here touches the page.
 */
export type SignInOutcome =
  | { kind: 'signed-in'; session: SignInSession }
  | { kind: 'redirect'; url: string; reason: string }
  | { kind: 'unauthorized' }
  | { kind: 'dialog'; dialog: SignInDialog }
  | { kind: 'failed'; message: SignInText }
  | { kind: 'page'; page: 'initializing' };

/** A host session answer normalised; `accessToken` is sent as X-HAF-Staff-Grant from now on. */
export interface SignInSession {
  accessToken: string;
  corporationId?: string;
  userId?: string;
  /** From staffSetting.language when the host answer carries it. */
  language?: string;
  wxCorpId?: string;
  isAssistPlatform?: boolean;
}

/** Keys of `signIn` in the shell locale catalogues; the shell renders them in the user's locale. */
export type SignInMessageKey =
  | 'ssoFailed'
  | 'sessionExpired'
  | 'wechatApiVerify'
  | 'enterFailed'
  | 'noCode'
  | 'bankLoginFailed'
  | 'loginIdentityExpired'
  | 'cloudOfficeRetry'
  | 'hostNoAnswer'
  | 'notSupported'
  | 'notSupportedWeb'
  | 'systemError'
  | 'fileTooLarge'
  | 'errorTitle';

/** Either a catalogue key (with interpolation values) or text that came from the server as is. */
export type SignInText =
  { key: SignInMessageKey; values?: Record<string, string> } | { text: string };

export interface SignInDialog {
  /** alert: OK only. info-retry: OK + retry that reloads. error: titled 'Error'. */
  variant: 'alert' | 'info-retry' | 'error';
  title?: SignInText;
  message: SignInText;
  /**
   * Where retry goes: the address sign-in started from, with the host's ticket, since the app has
   * moved to its problem page by then. Without it retry reloads the page.
   */
  retryUrl?: string;
}
