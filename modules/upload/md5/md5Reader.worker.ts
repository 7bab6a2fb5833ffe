import type { ReadRequest } from './md5Messages';
import { sendBlobPieces } from './sendBlobPieces';

// Reads files for the MD5 worker on a thread of its own (sendBlobPieces says why).
const scope = self as unknown as { onmessage: ((event: MessageEvent<ReadRequest>) => void) | null };

scope.onmessage = (event) => void sendBlobPieces(event.data);
