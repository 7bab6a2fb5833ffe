import type { ChosenFile } from '@shell/hosts';
import type { UploadMessages } from '../messages';
import { UPLOAD_LIMITS } from '../uploadConstants';
import { dataUrlSize, dataUrlToBlob } from './dataUrlToBlob';

/** The two HostBridge pickers the widget's click-through wrapper calls. */
export interface HostPicker {
  chooseImage(): Promise<ChosenFile[]>;
  chooseFile(): Promise<ChosenFile[]>;
}

export type HostPick = 'image' | 'file';

// The host's own path of a file its picker gave, for the native upload's filePath.
const hostPaths = new WeakMap<Blob, string>();

export function hostPathOf(file: Blob): string | undefined {
  return hostPaths.get(file);
}

/**
 * Each host applies its own picker defaults (docs/upload.md: the chat app 1 image or up to 9 files,
 * original or compressed, album or camera; the native album 9 images at 0.25), so the widget
 * asks without options.
 */
export function pickFromHost(host: HostPicker, pick: HostPick): Promise<ChosenFile[]> {
  return pick === 'file' ? host.chooseFile() : host.chooseImage();
}

export interface FilesFromHostOptions {
  maxSizeMb?: number;
  /** Reads blob: and http(s) addresses; data: addresses are decoded without it. */
  fetchBlob?: (url: string) => Promise<Blob>;
}

const fetchAsBlob = async (url: string) => (await fetch(url)).blob();

function sizeOf(entry: ChosenFile): number | null {
  if (typeof entry.size === 'number' && Number.isFinite(entry.size)) return entry.size;
  return entry.url.startsWith('data:') ? dataUrlSize(entry.url) : null;
}

/**
 * Turns what the host picked into Files. A file over the size limit gets the chat-app message
 * (docs/upload.md) before anything is read; an address that cannot be read is skipped with the generic
 * failure, never thrown.
 */
export async function filesFromHost(
  chosen: readonly ChosenFile[],
  messages: UploadMessages,
  {
    maxSizeMb = UPLOAD_LIMITS.defaultMaxSizeMb,
    fetchBlob = fetchAsBlob,
  }: FilesFromHostOptions = {},
): Promise<{ files: File[]; notices: string[] }> {
  const files: File[] = [];
  const notices: string[] = [];
  for (const entry of chosen) {
    if (typeof entry?.url !== 'string' || !/^(blob:|data:|https?:)/.test(entry.url)) {
      notices.push(messages.uploadFailed);
      continue;
    }
    const size = sizeOf(entry);
    if (size !== null && size / 1e6 > maxSizeMb) {
      notices.push(messages.chatAppTooLarge);
      continue;
    }
    try {
      const blob = entry.url.startsWith('data:')
        ? dataUrlToBlob(entry.url)
        : await fetchBlob(entry.url);
      if (!blob) throw new Error('unreadable data address');
      const name = typeof entry.name === 'string' && entry.name ? entry.name : 'image.jpg';
      const file = new File([blob], name, { type: entry.type || blob.type });
      if (typeof entry.hostPath === 'string' && entry.hostPath) hostPaths.set(file, entry.hostPath);
      files.push(file);
    } catch {
      notices.push(messages.uploadFailed);
    }
  }
  return { files, notices };
}
