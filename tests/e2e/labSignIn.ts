import type { Frame, Page } from '@playwright/test';

export type HostMode = 'normal' | 'not-in-host' | 'hang';

export interface LabOpenOptions {
  host?: string;
  /** Corporation id of a seeded tenant; the lab's group when left out. */
  corp?: string;
  staff?: string;
  /** A preset from mocks-server/presets, activated for this browser's lab session. */
  scenario?: string;
  mode?: HostMode;
  /** An office suite opened in a helper corporation for this seeded tenant (`ekbCorpId`). */
  helperFor?: string;
  /** A lab session to open in (faults or scenarios armed for it beforehand); a fresh one if left out. */
  session?: string;
}

/** The lab address that opens the app the way `host` would (see lab/hosts/README.md). */
export function labOpenPath(options: LabOpenOptions = {}) {
  const { host = 'web', corp, staff, scenario, mode, helperFor, session } = options;
  const query = new URLSearchParams();
  if (helperFor) query.set('helperFor', helperFor);
  if (corp) query.set('corp', corp);
  if (staff) query.set('staff', staff);
  if (scenario) query.set('scenario', scenario);
  if (mode) query.set('mode', mode);
  if (session) query.set('session', session);
  const search = query.toString();
  return `/__lab/hosts/${host}/open${search ? `?${search}` : ''}`;
}

/** The frame the app runs in: the page itself, or the frame inside the lab's Teams client. */
export function appFrame(page: Page): Frame {
  return (
    page.frames().find((frame) => /[?&]sdkName=microsoftTeams/.test(frame.url())) ??
    page.mainFrame()
  );
}

export async function waitForSessionStatus(page: Page, status: string): Promise<Frame> {
  await page.waitForFunction(
    (wanted) => {
      const frames = [window, ...Array.from(window.frames)];
      return frames.some((win) => {
        try {
          return win.__expenseLab?.session().status === wanted;
        } catch {
          return false;
        }
      });
    },
    status,
    { timeout: 15_000 },
  );
  return appFrame(page);
}

/**
 * Opens the app as `host` and waits for the signed-in home: session done and the registry's
 * micro-apps known, so no start-up request is still in flight when the test goes on.
 */
export async function signIn(page: Page, options: LabOpenOptions = {}): Promise<Frame> {
  await page.goto(labOpenPath(options));
  const frame = await waitForSessionStatus(page, 'signed-in');
  await frame.waitForFunction(() => (window.__expenseLab?.microApps().length ?? 0) > 0, null, {
    timeout: 15_000,
  });
  return frame;
}
