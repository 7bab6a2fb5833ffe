export { createTestFlags, type TestFlags, type TestFlagValues } from './createTestFlags';
export { createTestRoot, TEST_STAFF, type TestRootOptions } from './createTestRoot';
export { scriptedHttp, type ScriptedReply } from './scriptedHttp';
export { renderWithShell, type RenderWithShellOptions, type ShellRender } from './renderWithShell';
