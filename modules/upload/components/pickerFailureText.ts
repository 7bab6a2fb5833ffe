import type { UploadMessages } from '../messages';

const MAX_TEXT = 200;

/**
 * docs/upload.md picker failure: the error's own message, else '系统异常，请联系管理员'. Null when the
 * host already told the person (an unsupported-feature alert), so no second, misleading
 * '文件上传失败' follows it.
 */
export function pickerFailureText(error: unknown, messages: UploadMessages): string | null {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (fields.name === 'UnsupportedFeatureError' && fields.alerted !== false) return null;
  const message = typeof fields.message === 'string' ? fields.message.trim() : '';
  if (fields.name === 'UnsupportedFeatureError' || !message) return messages.systemError;
  return message.length > MAX_TEXT ? `${message.slice(0, MAX_TEXT)}…` : message;
}
