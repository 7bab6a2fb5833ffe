import type { UploadTokenData, UploadType } from './uploadDataFields';
import { SERVER_TARGET, type UploadTarget } from './uploadTarget';

/** Which docs/upload.md path a file takes; `auto` asks the server (the widget's default). */
export type UploadStrategy =
  | { kind: 'auto' }
  | { kind: 'multipart'; action?: string; uploadType?: UploadType }
  | { kind: 'form'; action: string; token?: string; uploadType?: UploadType }
  | { kind: 'put'; uploadType?: UploadType; tokenData?: UploadTokenData }
  | { kind: 'oss'; uploadType?: UploadType; tokenData?: UploadTokenData }
  /** docs/upload.md: the host app uploads a file it picked itself (image-mobile, 60 s). */
  | { kind: 'native'; uploadType?: UploadType; tokenData?: UploadTokenData };

export type ResolvedStrategy = Exclude<UploadStrategy, { kind: 'auto' }>;

function fromTarget(target: UploadTarget): ResolvedStrategy {
  switch (target.kind) {
    case 'oss':
    case 'put':
      return { kind: target.kind, uploadType: target.uploadType, tokenData: target.tokenData };
    case 'form':
      return { ...target };
    default:
      return { kind: 'multipart' };
  }
}

/**
 * The path for one file: as given, or from the tenant's storage (the token answer). A file the
 * host picked and can send itself goes natively, carrying the storage's type and token data so
 * the host stores it where the tenant keeps files.
 */
export async function resolveStrategy(
  strategy: UploadStrategy,
  fetchTarget: (() => Promise<UploadTarget>) | undefined,
  hostPath: string | undefined,
): Promise<ResolvedStrategy> {
  if (strategy.kind !== 'auto') return strategy;
  const target = fetchTarget ? await fetchTarget() : SERVER_TARGET;
  if (hostPath) {
    const tokenData = target.kind === 'oss' || target.kind === 'put' ? target.tokenData : undefined;
    return { kind: 'native', uploadType: target.uploadType, tokenData };
  }
  return fromTarget(target);
}
