import { isLabHostId, type LabHostId } from '../../../mocks-server/hosts/labHostIds';
import { readCookie } from '../../../mocks-server/http/readCookie';
import { isHostMode, type HostMode } from '../hostModes';

const HOST_PATH = /^\/__lab\/hosts\/([^/]+)\//;
/** Where the CRM SDK lookup points remote hosts: always the open-platform SDK. */
const REMOTE_SDK_PATH = /^\/__lab\/sdk\//;

/**
 * Which host a lab script plays and in which mode: the host from the script's own address
 * (`/__lab/hosts/<id>/…`, or `/__lab/sdk/…` for remote hosts), else the `lab-host` cookie the
 * console's open call set; the mode from the `lab-host-mode` cookie ('normal' when unreadable).
 */
export function pageHost(
  doc: Document,
  scriptSrc: string | undefined,
): { host: LabHostId | null; mode: HostMode } {
  const mode = readCookie(doc.cookie, 'lab-host-mode');
  const path = scriptSrc ? new URL(scriptSrc, doc.baseURI).pathname : '';
  const fromPath = REMOTE_SDK_PATH.test(path) ? 'remote' : HOST_PATH.exec(path)?.[1];
  const candidate = fromPath ?? readCookie(doc.cookie, 'lab-host');
  return {
    host: isLabHostId(candidate) ? candidate : null,
    mode: isHostMode(mode) ? mode : 'normal',
  };
}
