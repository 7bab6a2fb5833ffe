import { createLoader } from '../useLoaded';

/** The account and "more" menus: one chunk, asked for once the desktop header is drawn. */
export const frameMenusLoader = createLoader(() => import('./FrameMenus'));
