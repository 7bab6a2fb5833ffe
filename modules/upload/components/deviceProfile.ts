export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface DeviceProfile {
  kind: DeviceKind;
  /** docs/upload.md: Android pickers hand over files without type or size, which are dropped. */
  android: boolean;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle/i;
const PHONE = /Mobi|iPhone|iPod|Android|wxwork|DingTalk|Lark|Feishu|ExpenseNative/i;

/**
 * What kind of device the widget runs on, from the user agent as host detection reads it: an
 * Android tablet says Android without Mobile; iPadOS that poses as a Mac is told by its touch points.
 */
export function deviceProfile(userAgent: string, maxTouchPoints = 0): DeviceProfile {
  const android = /Android/i.test(userAgent);
  const tablet =
    TABLET.test(userAgent) ||
    (android && !/Mobile/i.test(userAgent)) ||
    (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  const kind: DeviceKind = tablet ? 'tablet' : PHONE.test(userAgent) ? 'phone' : 'desktop';
  return { kind, android };
}

export function currentDeviceProfile(): DeviceProfile {
  if (typeof navigator === 'undefined') return { kind: 'desktop', android: false };
  return deviceProfile(navigator.userAgent ?? '', navigator.maxTouchPoints ?? 0);
}
