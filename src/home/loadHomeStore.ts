/**
 * The home store as its own chunk: the home, the phone tab bar's 审批 count and the start each ask
 * for it, and its code (and the query builder) stays off the first script.
 */
export function loadHomeStore() {
  return import(/* webpackChunkName: "home-store" */ './HomeStore');
}
