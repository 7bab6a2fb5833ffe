import type { DeepStrings } from '../DeepStrings';
import type { zhFlags } from '../zh/flags';

export const enFlags: DeepStrings<typeof zhFlags> = {
  flags: {
    title: 'Lab console: feature flags',
    intro:
      'Roll features out by tenant. Changes reach open pages live over the flag stream; every change is in the audit log.',
    labLink: 'Lab console',
    loading: 'Loading flags and tenants…',
    loadLabel: 'load the flags and tenants',
    loaded: 'Loaded {{flags}} flags and {{tenants}} tenants.',
    heading: 'Flags',
    modelIntro:
      'Each flag has one place that decides who gets what: tenants targeted in "Who gets what", a percentage rollout by corporationId, and everyone else. The tenant matrix edits the same model.',
    new: 'New flag',
    reload: 'Reload flags and tenants',
    reloadLabel: 'reload the flags and tenants',
    export: 'Export definitions (JSON)',
    exportLabel: 'export the definitions',
    exported: 'Exported {{flags}} flags and {{segments}} segments.',
    reset: 'Reset flags to the definition files',
    resetLabel: 'reset the flags',
    confirmReset:
      'Reset every flag and segment to flags/definitions? All live changes are lost for everyone (the audit log can revert it).',
    resetCancelled: 'Reset cancelled.',
    wasReset: 'Reset: {{flags}} flags and {{segments}} segments loaded from the definition files.',
    caption: 'Every flag the lab serves',
    columns: {
      key: 'Key',
      name: 'Name',
      type: 'Type',
      enabled: 'Enabled',
      archived: 'Archived',
      variations: 'Variations',
      actions: 'Actions',
    },
    whoGetsWhat: 'Who gets what',
    edit: 'Edit',
    enable: 'Enable',
    disable: 'Disable',
    archive: 'Archive',
    unarchive: 'Unarchive',
    ops: {
      enable: 'enable {{key}}',
      disable: 'disable {{key}}',
      archive: 'archive {{key}}',
      unarchive: 'unarchive {{key}}',
    },
    done: {
      enable: 'Enabled {{key}}.',
      disable: 'Disabled {{key}}.',
      archive: 'Archived {{key}}.',
      unarchive: 'Unarchived {{key}}.',
    },
    noFlagInAnswer: "the lab's answer held no flag",
  },
  actor: {
    label: 'Your name',
    hint: 'Asked once: the audit log says who made each change.',
    missing: 'Enter your name in "Your name" first: the audit log records who made each change.',
    saved: 'Changes from now on are recorded as {{name}}.',
    cleared: 'Name cleared: changes are refused until you enter one.',
  },
  liveCounts: {
    heading: 'Live',
    connections: 'Streaming connections',
    requests: 'Insight requests (recent)',
    evaluations: 'Evaluation events',
    metrics: 'Metric events',
    byFlag: 'Evaluations by flag',
    refreshed: 'Refreshed every 2 seconds while this tab is visible. Last refresh:',
    never: 'never',
    noneYet: 'none yet',
    back: 'Live counts are refreshing again.',
    failed: 'Could not refresh the live counts: {{why}}',
  },
  form: {
    keyMissing: 'Enter a key for the {{what}}.',
    keyBad:
      'The key "{{key}}" may only contain letters, digits, dot (.), underscore (_) and hyphen (-): no spaces or other characters.',
    notJson: '{{label}} is not valid JSON: {{why}}',
  },
};
