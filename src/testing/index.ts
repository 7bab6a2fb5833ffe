export { createTestFlags, type TestFlags } from './createTestFlags';
export { createTestRoot, TEST_STAFF } from './createTestRoot';
export { fakeMatchMedia } from './fakeMatchMedia';
export { scriptedHttp } from './scriptedHttp';
export { renderWithShell } from './renderWithShell';
export { createFakeClock, type FakeClock } from './createFakeClock';
