export { createAppRouter } from './createAppRouter';
export { shellPaths } from './shellPaths';
