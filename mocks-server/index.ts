export { createMockServer, DEFAULT_JOURNAL_SIZE } from './createMockServer';
export type { MockServer, MockServerOptions } from './createMockServer';
export { DEFAULT_SEED } from './data/seedData';
export type { MockState } from './data/MockState';
export type * from './data/types';
export { RequestJournal } from './journal/RequestJournal';
export type { BodySummary, HeaderMap, JournalEntry, JournalFilter } from './journal/RequestJournal';
export { DEFAULT_ALLOWED_ORIGINS } from './http/corsMiddleware';
export type { LabHealth } from './admin/labAdminRouter';
