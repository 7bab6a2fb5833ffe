/** Spec §2: the slider captcha for the message scene loads three seconds after the call. */
export const SLIDER_CAPTCHA_DELAY_MS = 3000;

export interface SliderCaptchaOptions {
  delayMs?: number;
  /** Injectable so tests need no real wait. */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export function scheduleSliderCaptcha<T>(
  load: () => Promise<T>,
  { delayMs = SLIDER_CAPTCHA_DELAY_MS, setTimer = setTimeout }: SliderCaptchaOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimer(() => {
      load().then(resolve, reject);
    }, delayMs);
  });
}
