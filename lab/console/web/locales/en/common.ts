import type { DeepStrings } from '../DeepStrings';
import type { zhCommon } from '../zh/common';

export const enCommon: DeepStrings<typeof zhCommon> = {
  common: {
    working: 'Working: {{label}}…',
    failed: 'Failed: {{label}}.',
    couldNot: 'Could not {{label}}: {{why}}',
    noAnswer: 'the lab did not answer {{method}} {{path}} ({{why}})',
    httpFailed: '{{method}} {{path}} answered HTTP {{status}}',
    notJson: '{{method}} {{path}} did not answer JSON',
    language: 'Language',
    consolePages: 'Lab pages',
    skipLink: 'Skip to the console',
    none: 'None',
    noneLower: 'none',
    notLoaded: 'Not loaded yet.',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
  },
};
