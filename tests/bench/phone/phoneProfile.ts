import type { BrowserContextOptions, CDPSession } from '@playwright/test';

/**
 * Lighthouse's mobile profile as the issue names it: 150 ms round trip, 1.6 Mbps down, 750 kbps
 * up, and a mid-range phone's CPU as 4× slower than this machine's.
 */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
} as const;

/** A phone's screen, as the e2e "look at it" checks use. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

/** Slows this page's CPU and network (they hold across its navigations and redirects). */
export async function applyPhoneProfile(cdp: CDPSession, network = true): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond(PHONE_PROFILE.downloadKbps),
    uploadThroughput: bytesPerSecond(PHONE_PROFILE.uploadKbps),
  });
}

export const PHONE_PROFILE_TEXT = `Chromium at ${PHONE_PROFILE.cpuSlowdown}× CPU slowdown, network ${PHONE_PROFILE.latencyMs} ms RTT / 1.6 Mbps down / ${PHONE_PROFILE.uploadKbps} kbps up (CDP Network.emulateNetworkConditions), 390×844 touch screen`;
