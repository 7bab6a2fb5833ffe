import { deviceProfile } from './deviceProfile';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';
const WECOM_ANDROID = `${ANDROID_PHONE} wxwork/4.1.0`;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

describe('deviceProfile', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceProfile(IPHONE).kind).toBe('phone');
    expect(deviceProfile(ANDROID_PHONE).kind).toBe('phone');
    expect(deviceProfile(WECOM_ANDROID).kind).toBe('phone');
    expect(deviceProfile(ANDROID_TABLET).kind).toBe('tablet');
    expect(deviceProfile(IPAD_AS_MAC, 5).kind).toBe('tablet');
    expect(deviceProfile(IPAD_AS_MAC, 0).kind).toBe('desktop');
    expect(deviceProfile(DESKTOP).kind).toBe('desktop');
  });

  it('applies the Android rule on Android phones, tablets and hosts only', () => {
    expect(deviceProfile(ANDROID_PHONE).android).toBe(true);
    expect(deviceProfile(ANDROID_TABLET).android).toBe(true);
    expect(deviceProfile(WECOM_ANDROID).android).toBe(true);
    expect(deviceProfile(IPHONE).android).toBe(false);
    expect(deviceProfile(DESKTOP).android).toBe(false);
  });
});
