import type { ChooseImageOptions, ChosenFile } from '@modules/host-bridges';
import type { UploadMessages } from '../messages';
import { PICKER_DEFAULTS, UPLOAD_LIMITS } from '../uploadConstants';

/** The two HostBridge pickers the widget's click-through wrapper calls. */
export interface HostPicker {
  chooseImage(options?: ChooseImageOptions): Promise<ChosenFile[]>;
  chooseFile(options?: { count?: number }): Promise<ChosenFile[]>;
}

export type HostPick = 'album' | 'camera' | 'file';

// The host's own address of a file its picker gave, for the native upload's filePath.
const hostPaths = new WeakMap<Blob, string>();

export function hostPathOf(file: Blob): string | undefined {
  return hostPaths.get(file);
}

/** Spec §9 picker defaults: album 9 images at 0.25, camera one image, files up to 9. */
export function pickFromHost(host: HostPicker, pick: HostPick): Promise<ChosenFile[]> {
  if (pick === 'file') return host.chooseFile({ count: PICKER_DEFAULTS.chatApp.files });
  if (pick === 'camera')
    return host.chooseImage({ count: PICKER_DEFAULTS.chatApp.images, source: ['camera'] });
  const { count, compress } = PICKER_DEFAULTS.nativeAlbum;
  return host.chooseImage({ count, compress, source: ['album'] });
}

/**
 * Turns what the host picked into Files. An image over the size limit gets the chat-app
 * message (spec §5) before any download; an address that cannot be read is skipped with the
 * generic failure, never thrown.
 */
export async function filesFromHost(
  chosen: readonly ChosenFile[],
  messages: UploadMessages,
  fetchBlob: (url: string) => Promise<Blob> = async (url) => (await fetch(url)).blob(),
  maxSizeMb: number = UPLOAD_LIMITS.defaultMaxSizeMb,
): Promise<{ files: File[]; notices: string[] }> {
  const files: File[] = [];
  const notices: string[] = [];
  for (const entry of chosen) {
    if (typeof entry?.url !== 'string' || !/^(blob:|data:|https?:)/.test(entry.url)) {
      notices.push(messages.uploadFailed);
      continue;
    }
    if (typeof entry.size === 'number' && entry.size / 1e6 > maxSizeMb) {
      notices.push(messages.chatAppTooLarge);
      continue;
    }
    try {
      const blob = await fetchBlob(entry.url);
      const name = typeof entry.name === 'string' && entry.name ? entry.name : 'image.jpg';
      const file = new File([blob], name, { type: entry.type ?? blob.type });
      hostPaths.set(file, entry.url);
      files.push(file);
    } catch {
      notices.push(messages.uploadFailed);
    }
  }
  return { files, notices };
}
