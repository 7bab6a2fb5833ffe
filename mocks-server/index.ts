export { createMockServer } from './createMockServer';
export type { MockServer } from './createMockServer';
export type * from './data/types';
