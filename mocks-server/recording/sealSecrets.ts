import { randomBytes } from 'node:crypto';
import { issuedSecrets, type SecretRegistry } from '../journal/SecretRegistry';
import type { ReplayMiddleware } from './ReplayMiddleware';
import type { RecordedResponse, Recording, RecordingEntry } from './Recording';

/** `lab-sealed-at-3`: the third distinct secret of the recording, an access token. */
const SEALED = /lab-sealed-([a-z]+)-(\d+)/g;
const KIND = /^lab-([a-z]+)-[0-9a-f]+$/;

type Rewrite = (text: string) => string;

function rewriteResponse(response: RecordedResponse, rewrite: Rewrite): RecordedResponse {
  const headers: RecordedResponse['headers'] = {};
  for (const [name, value] of Object.entries(response.headers)) {
    headers[name] = Array.isArray(value) ? value.map(rewrite) : rewrite(value);
  }
  // Binary bodies are kept byte for byte; the lab never issues secrets inside them.
  const body = response.bodyEncoding === 'utf8' ? rewrite(response.body) : response.body;
  return { ...response, headers, body };
}

function rewriteEntries(recording: Recording, rewrite: Rewrite): Recording {
  const entries = recording.entries.map((entry): RecordingEntry =>
    entry.kind === 'http'
      ? { ...entry, response: rewriteResponse(entry.response, rewrite) }
      : entry,
  );
  return { ...recording, entries };
}

/**
 * A recording is a file people share and commit, so the credentials in its answers are stored
 * as numbered placeholders. The same secret gets the same placeholder throughout, so a replay
 * can hand the app one consistent (fresh) value for it.
 */
export function sealSecrets(recording: Recording, secrets: SecretRegistry): Recording {
  const placeholders = new Map<string, string>();
  const placeholderOf = (secret: string) => {
    let placeholder = placeholders.get(secret);
    if (placeholder === undefined) {
      const kind = KIND.exec(secret)?.[1] ?? 'key';
      placeholder = `lab-sealed-${kind}-${placeholders.size + 1}`;
      placeholders.set(secret, placeholder);
    }
    return placeholder;
  };
  return rewriteEntries(recording, (text) => {
    let sealed = text;
    for (const secret of secrets.find(text))
      sealed = sealed.split(secret).join(placeholderOf(secret));
    return sealed;
  });
}

/**
 * The replayed answers get freshly issued values in place of the placeholders: the app under
 * replay holds working-looking credentials, and the journal masks them like any issued secret.
 */
export function unsealSecrets(recording: Recording, secrets: SecretRegistry): Recording {
  const fresh = new Map<string, string>();
  return rewriteEntries(recording, (text) =>
    text.replace(SEALED, (placeholder, kind: string) => {
      let value = fresh.get(placeholder);
      if (value === undefined) {
        value = `lab-${kind}-${randomBytes(12).toString('hex')}`;
        secrets.add(value);
        fresh.set(placeholder, value);
      }
      return value;
    }),
  );
}

/** Loads a (sealed) recording into a session's replay, with fresh values for its placeholders. */
export function startReplay(replay: ReplayMiddleware, session: string, recording: Recording) {
  return replay.start(session, unsealSecrets(recording, issuedSecrets));
}
