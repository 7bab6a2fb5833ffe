export { createTestFlags, type TestFlags, type TestFlagValues } from './createTestFlags';
export { createTestRoot, TEST_STAFF, type TestRootOptions } from './createTestRoot';
export { renderWithShell, type RenderWithShellOptions, type ShellRender } from './renderWithShell';
