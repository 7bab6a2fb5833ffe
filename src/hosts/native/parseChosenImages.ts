import type { ChosenFile } from '../shared/hostContract';

interface ChosenEntry {
  localId?: unknown;
  imageBase64?: unknown;
  fileName?: unknown;
}

const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * The host's image chooser result (docs/sign-in-and-hosts.md: localIds, imageBase64, fileName), either as parallel
 * lists or as a list of records. Entries without a usable address are dropped. With both, the
 * page reads the base64 and the local id is the wrapper's own path, which it can upload itself.
 */
export function parseChosenImages(data: unknown): ChosenFile[] {
  return toEntries(data).flatMap((entry, index): ChosenFile[] => {
    const url = toUrl(entry);
    if (!url) return [];
    const name =
      typeof entry.fileName === 'string' && entry.fileName !== ''
        ? entry.fileName
        : `image-${index + 1}.jpg`;
    if (!url.startsWith('data:')) return [{ name, url }];
    const hostPath =
      typeof entry.localId === 'string' && entry.localId !== '' ? entry.localId : undefined;
    return [{ name, url, type: url.slice(5, url.indexOf(';')), ...(hostPath && { hostPath }) }];
  });
}

function toEntries(data: unknown): ChosenEntry[] {
  if (Array.isArray(data)) {
    return data
      .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
      .map((item) => ({
        localId: item.localId ?? item.localIds,
        imageBase64: item.imageBase64,
        fileName: item.fileName,
      }));
  }
  if (data === null || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const localIds = asList(record.localIds);
  const images = asList(record.imageBase64);
  const names = asList(record.fileName);
  const count = Math.max(localIds.length, images.length);
  return Array.from({ length: count }, (_, i) => ({
    localId: localIds[i],
    imageBase64: images[i],
    fileName: names[i],
  }));
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function toUrl(entry: ChosenEntry): string | undefined {
  const { imageBase64, localId } = entry;
  if (typeof imageBase64 === 'string' && imageBase64 !== '') {
    if (/^data:image\/[a-z+.-]+;base64,/i.test(imageBase64)) return imageBase64;
    if (BASE64.test(imageBase64)) return `data:image/jpeg;base64,${imageBase64.replace(/\s/g, '')}`;
  }
  return typeof localId === 'string' && localId !== '' ? localId : undefined;
}
