import { Router } from 'express';
import type { FormTokens } from './formTokens';
import { handleUploadFile, type UploadDeps } from './handleUploadFile';

/**
 * The lab's form storage, standing in for a HUAYU-style store (docs/upload.md "form upload to a given
 * action url with key, x:originalname, token"): POST /upload takes one file with those fields,
 * only with a token the token call issued, and answers like uploadFile. Mount before the body
 * parsers, like the object store, so the multipart body arrives untouched.
 */
export function formStoreRouter(
  deps: Omit<UploadDeps, 'acceptsToken'>,
  tokens: FormTokens,
): Router {
  const router = Router();
  router.post(
    '/upload',
    handleUploadFile({ ...deps, acceptsToken: (token) => tokens.accepts(token) }),
  );
  return router;
}
