const HOST_GLOBALS = [
  'wx',
  'dd',
  'h5sdk',
  'tt',
  'hzBank',
  'workApp',
  'kk',
  'kingOA',
  'OpenPlatformSDK',
] as const;

/** Removes every host SDK global a test installed, so tests never leak hosts into each other. */
export function resetHostGlobals(): void {
  for (const name of HOST_GLOBALS) delete window[name];
}
