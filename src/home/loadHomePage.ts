/**
 * The home as a lazy route: its list calls and query builder are not needed to paint the frame,
 * and its chunk downloads while sign-in runs (startSignedInApp starts it), so it is there first.
 */
export async function loadHomePage() {
  const { HomePage } = await import(/* webpackChunkName: "home" */ './HomePage');
  return { Component: HomePage };
}
