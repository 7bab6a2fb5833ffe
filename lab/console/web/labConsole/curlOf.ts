import { isRecord, text } from '../shared/text';

/** The lab cookies that say who the browser is; the journal masks the Cookie header itself. */
const IDENTITY_COOKIES = /^(lab-tenant|lab-host|lab-host-staff|lab-host-mode)$/;

const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, text(item));
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * One journal entry as a curl command a QA engineer can paste: same method, address, content
 * type and lab session, the browser's lab identity cookies, and the body when the journal kept
 * it whole. Masked secrets stay masked: a bug report must not carry tokens.
 */
export function curlOf(
  entry: Record<string, unknown>,
  origin: string,
  cookieHeader: string,
): string {
  const lines = [
    `curl -X ${text(entry.method) || 'GET'} ${quote(`${origin}${text(entry.path)}${queryString(entry.query)}`)}`,
  ];
  const session = text(entry.session);
  if (session !== '' && session !== 'default')
    lines.push(`-H ${quote(`x-lab-session: ${session}`)}`);
  const cookies = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => IDENTITY_COOKIES.test(part.split('=')[0]));
  if (cookies.length > 0) lines.push(`-b ${quote(cookies.join('; '))}`);
  const body = isRecord(entry.body) ? entry.body : null;
  const contentType = body ? text(body.contentType) : '';
  if (contentType !== '') lines.push(`-H ${quote(`content-type: ${contentType}`)}`);
  if (body && typeof body.preview === 'string' && body.truncated !== true) {
    lines.push(`--data-raw ${quote(body.preview)}`);
  } else if (body) {
    lines.push(
      `# the journal kept no whole body (${contentType || 'unknown type'}, ${text(body.bytes)} bytes)`,
    );
  }
  return lines.join(' \\\n  ');
}
