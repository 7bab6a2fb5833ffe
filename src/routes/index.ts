export { buildRoutes, createAppRouter, createTestRouter } from './createAppRouter';
export { shellPaths } from './shellPaths';
