import { maskValue } from './maskSecrets';

// Codes, tokens and keys the lab issues are long runs of these characters.
const CANDIDATE = /[A-Za-z0-9_.~+/=-]{8,}/g;
/** Enough for days of e2e runs; the oldest are forgotten first. */
export const SECRET_MEMORY = 50_000;

/**
 * Every credential the lab has handed out. Masking by field name misses a token that comes back
 * under an innocent name (a session answer's `id` is the access token), so once issued, a value
 * is masked wherever it appears in the journal, the HAR export, recordings and the log.
 */
export class SecretRegistry {
  private readonly values = new Set<string>();

  add(value: string): void {
    if (value.length < 8) return;
    this.values.delete(value);
    this.values.add(value);
    if (this.values.size > SECRET_MEMORY) {
      const oldest = this.values.values().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
  }

  has(value: string): boolean {
    return this.values.has(value);
  }

  /** The text with each issued secret shortened to its first four characters. */
  mask(text: string): string {
    if (this.values.size === 0) return text;
    return text.replace(CANDIDATE, (word) => this.maskWord(word));
  }

  /** Each issued secret in the text, in order of first appearance. */
  find(text: string): string[] {
    const found = new Set<string>();
    for (const [word] of text.matchAll(CANDIDATE)) {
      for (const secret of this.secretsIn(word)) found.add(secret);
    }
    return [...found];
  }

  /** A header or query map with every value masked. */
  maskFields<T extends string | string[]>(fields: Record<string, T>): Record<string, T> {
    if (this.values.size === 0) return fields;
    const masked: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(fields)) {
      masked[name] = Array.isArray(value) ? value.map((item) => this.mask(item)) : this.mask(value);
    }
    return masked as Record<string, T>;
  }

  clear(): void {
    this.values.clear();
  }

  private maskWord(word: string): string {
    let masked = word;
    for (const secret of this.secretsIn(word))
      masked = masked.split(secret).join(maskValue(secret));
    return masked;
  }

  // A word may hold a secret with neighbours that share its alphabet (`code=lab-code-…`, base64).
  private secretsIn(word: string): string[] {
    if (this.values.has(word)) return [word];
    const inside: string[] = [];
    for (const piece of word.split(/[=+/.~]/)) if (this.values.has(piece)) inside.push(piece);
    return inside;
  }
}

/** The lab's one registry: the grant store adds to it, every output masks through it. */
export const issuedSecrets = new SecretRegistry();
