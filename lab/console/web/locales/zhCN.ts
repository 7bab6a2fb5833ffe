import type { DeepStrings } from './DeepStrings';
import { zhCommon } from './zh/common';
import { zhFlagEditors } from './zh/flagEditors';
import { zhFlagGuards } from './zh/flagGuards';
import { zhFlags } from './zh/flags';
import { zhLabFaults } from './zh/labFaults';
import { zhLabOpen } from './zh/labOpen';
import { zhLabPanels } from './zh/labPanels';
import { zhLabRecording } from './zh/labRecording';

/** Both consoles' messages in Chinese: the source of truth every other language mirrors. */
export const zhCN = {
  ...zhCommon,
  ...zhLabOpen,
  ...zhLabPanels,
  ...zhLabFaults,
  ...zhLabRecording,
  ...zhFlags,
  ...zhFlagEditors,
  ...zhFlagGuards,
};

export type ConsoleMessages = DeepStrings<typeof zhCN>;
