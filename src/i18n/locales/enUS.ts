import type { Messages } from './zhCN';

export const enUS: Messages = {
  app: {
    title: 'Expense',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  error: {
    unknownProblem: 'unknown problem, please contact the system administrator',
    imageAlt: 'Something went wrong',
    retry: 'Reload',
    backHome: 'Back to home',
    details: 'Error details',
    configInvalid: 'The configuration file is invalid; defaults are used: {{reason}}',
  },
  login: {
    title: 'Sign in',
    notLoggedIn: 'You are not signed in. Please reopen the app from your workplace app.',
    hint: 'This app signs you in through the workplace app that opened it. Close this page and open it again from there.',
    retry: 'Sign in again',
  },
  enterprise: {
    title: 'Select an enterprise',
    hint: 'Your account is not linked to an enterprise yet. Choose the one to enter.',
    empty: 'No enterprise to choose from',
  },
  home: {
    title: 'Workbench',
    welcome: 'Welcome to Expense',
  },
  microApp: {
    notFoundTitle: 'Page not found',
    notFound: 'There is no such page here. Check the address or use the navigation.',
    failedTitle: 'This part failed to load',
    failed: '{{name}} is unavailable for now; the rest of the page still works.',
    retry: 'Retry',
    loading: 'Loading {{name}}…',
    nav: 'Applications',
  },
  settings: {
    language: 'Language',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
  },
};
