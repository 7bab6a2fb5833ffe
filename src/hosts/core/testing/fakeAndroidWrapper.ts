import { createFrameWindow } from './frameWindow';
import { createTestEnv, type TestEnv } from './hostTestKit';

export interface WrapperReply {
  code: number;
  data?: unknown;
  message?: string;
}

export interface WrapperCall {
  method: string;
  params: Record<string, unknown>;
}

/**
 * A native Android wrapper (host 9.60, so the prompt channel) that records every bridge call
 * and answers each synchronously with `reply(call)`. Tests remove its frame afterwards
 * (`removeFrames`).
 */
export function fakeAndroidWrapper(
  bridgeVersion: string,
  reply: (call: WrapperCall) => WrapperReply = () => ({ code: 0 }),
): { env: TestEnv; calls: WrapperCall[] } {
  const win = createFrameWindow();
  const calls: WrapperCall[] = [];
  win.prompt = (text?: string) => {
    const url = new URL(String(text));
    const call = { method: url.host, params: JSON.parse(url.searchParams.get('params') ?? '{}') };
    calls.push(call);
    return JSON.stringify(reply(call));
  };
  const userAgent = `Mozilla/5.0 (Linux; Android 14) ExpenseNative/9.60 Bridge/${bridgeVersion} (Android)`;
  return { env: createTestEnv({ window: win, userAgent }), calls };
}
