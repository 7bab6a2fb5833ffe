/** What a file is by its first bytes, never by its name or the type a picker claims. */
export type FileKind = 'pdf' | 'zip' | 'image' | 'other';

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

export function kindOfBytes(bytes: Uint8Array): FileKind {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  const image =
    starts(bytes, [0xff, 0xd8, 0xff]) ||
    starts(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    starts(bytes, [0x47, 0x49, 0x46, 0x38]) ||
    starts(bytes, [0x42, 0x4d]) ||
    (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8));
  return image ? 'image' : 'other';
}
