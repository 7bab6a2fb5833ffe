import { enCommon } from './en/common';
import { enFlagEditors } from './en/flagEditors';
import { enFlagGuards } from './en/flagGuards';
import { enFlags } from './en/flags';
import { enLabFaults } from './en/labFaults';
import { enLabOpen } from './en/labOpen';
import { enLabPanels } from './en/labPanels';
import type { ConsoleMessages } from './zhCN';
import { enLabRecording } from './en/labRecording';

export const enUS: ConsoleMessages = {
  ...enCommon,
  ...enLabOpen,
  ...enLabPanels,
  ...enLabFaults,
  ...enLabRecording,
  ...enFlags,
  ...enFlagEditors,
  ...enFlagGuards,
};
