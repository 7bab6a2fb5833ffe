import type { UploadMessages } from '../messages';
import { UPLOAD_LIMITS } from '../uploadConstants';
import { encodedNameLength, fileExtension } from './fileExtension';

/** What the rules read of a picked file (a File fits). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export interface ValidationOptions {
  /** Android pickers hand over files without type or size: those are dropped silently. */
  android?: boolean;
  /** Allowed suffixes without dots; empty or unset allows every type. */
  suffixes?: readonly string[];
  /** Per-file limit in MB (size / 1e6); spec default 24. */
  maxSizeMb?: number;
  /** Limits for some suffixes, overriding maxSizeMb. */
  maxSizeMbBySuffix?: Readonly<Record<string, number>>;
  /** When set, a type outside the allow-list calls it instead of showing the message. */
  onInvalidType?: (file: FileFacts) => void;
}

export type Rejection =
  | 'dropped'
  | 'unrecognised'
  | 'unknown-format'
  | 'forbidden-chars'
  | 'name-too-long'
  | 'invalid-type'
  | 'over';

export type Verdict =
  | { ok: true }
  /** `message` is null when the spec drops the file without one (Android, invalid-type callback). */
  | { ok: false; reason: Rejection; message: string | null };

const reject = (reason: Rejection, message: string | null): Verdict => ({
  ok: false,
  reason,
  message,
});

function limitFor(extension: string, options: ValidationOptions): number {
  return (
    options.maxSizeMbBySuffix?.[extension] ?? options.maxSizeMb ?? UPLOAD_LIMITS.defaultMaxSizeMb
  );
}

/** The smallest limit among the allowed suffixes, for the allow-list message. */
function smallestLimit(suffixes: readonly string[], options: ValidationOptions): number {
  return Math.min(...suffixes.map((suffix) => limitFor(suffix, options)));
}

/** docs/upload.md "Upload" rules in their order; pure, and total for any input. */
export function validateFile(
  file: FileFacts,
  options: ValidationOptions,
  messages: UploadMessages,
): Verdict {
  const name = typeof file.name === 'string' ? file.name : '';
  const type = typeof file.type === 'string' ? file.type : '';
  const size = Number.isFinite(file.size) && file.size > 0 ? file.size : 0;
  const extension = fileExtension(name);
  const isOfd = extension === 'ofd';
  if (options.android && (isOfd ? size === 0 : type === '' || size === 0)) {
    return reject('dropped', null);
  }
  if (type === '' && size === 0) return reject('unrecognised', messages.unrecognised);
  if (type === '' && !isOfd) return reject('unknown-format', messages.unknownFormat);
  if (/[%#]/.test(name)) return reject('forbidden-chars', messages.forbiddenChars);
  if (encodedNameLength(name) >= UPLOAD_LIMITS.encodedNameLimit) {
    return reject('name-too-long', messages.nameTooLong);
  }
  const suffixes = (options.suffixes ?? []).map((suffix) =>
    suffix.replace(/^\./, '').toLowerCase(),
  );
  if (suffixes.length > 0 && !suffixes.includes(extension)) {
    if (options.onInvalidType) {
      options.onInvalidType(file);
      return reject('invalid-type', null);
    }
    return reject('invalid-type', messages.onlyAllowed(suffixes, smallestLimit(suffixes, options)));
  }
  const limit = limitFor(extension, options);
  if (size / 1e6 > limit) return reject('over', messages.oversize(name, limit));
  return { ok: true };
}
