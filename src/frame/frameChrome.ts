import { createLoader } from '../useLoaded';

/** The phone frame's top bar, tab bar and tabs: its own chunk. */
export const phoneChrome = createLoader(
  () => import(/* webpackChunkName: "frame-phone" */ './PhoneChrome'),
);

/** The desktop header and navigation: its own chunk. */
export const desktopChrome = createLoader(
  () => import(/* webpackChunkName: "frame-desktop" */ './DesktopChrome'),
);

/** The turned-off and not-found screens: loaded the first time one is shown. */
export const frameScreens = createLoader(
  () => import(/* webpackChunkName: "frame-screens" */ './FrameScreens'),
);

let guessed: Promise<unknown> = Promise.resolve();

/** Asks for this device's frame chunk at the very start, beside the host adapter. */
export function startFrameChrome(phone: boolean): void {
  guessed = (phone ? phoneChrome : desktopChrome).load().catch(() => undefined);
}

/**
 * Settles once the frame chunk asked for at the start is in (or failed: the frame then loads it
 * itself): the router holds the frame's first render for it, so its bars never pop in later.
 */
export function guessedFrameChrome(): Promise<unknown> {
  return guessed;
}
