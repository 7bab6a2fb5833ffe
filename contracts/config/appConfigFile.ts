import * as v from 'valibot';

/** The longest address or key a config field may hold. */
const MAX_TEXT = 2048;
/** A host SDK call is never given longer than this (a longer value is cut to it). */
const MAX_SDK_TIMEOUT_MS = 120_000;

const text = v.pipe(v.string(), v.maxLength(MAX_TEXT));
/** A text field; null, like leaving it out, means "the default". */
const optionalText = v.optional(v.nullable(text));
const optionalFlag = v.optional(v.boolean());
// '*' would let any page post to the app or receive its events: exactly what origins prevent.
const oneOrigin = v.pipe(text, v.notValue('*'));

/** An object that is not a list (valibot's `object` alone takes a list too). */
const plainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'must be an object',
);
const section = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(plainObject, v.object(entries));

/**
 * The runtime config file `/app-config.json` as a deployment may write it: every field may be
 * left out; unknown fields are ignored. The shell reads the file before any other bundle with a
 * dependency-free reader (src/config/parseAppConfig.ts), which a property test proves accepts
 * exactly what this schema accepts and reads the same values (docs/architecture.md).
 */
export const appConfigFileSchema = section({
  apiBase: optionalText,
  grantEndpointPatterns: v.optional(v.array(v.string())),
  registryUrl: optionalText,
  registryFallbackUrl: optionalText,
  documentPreviewHost: optionalText,
  featbit: v.optional(
    section({
      mode: v.optional(v.picklist(['streaming', 'polling'])),
      sdkKey: optionalText,
      streamingUrl: optionalText,
      pollingUrl: optionalText,
      eventsUrl: optionalText,
    }),
  ),
  identityProvider: v.optional(
    section({ host: optionalText, clientId: optionalText, crossOrigin: optionalFlag }),
  ),
  lab: v.optional(section({ enabled: optionalFlag, crashRoute: optionalFlag, host: optionalText })),
  hosts: v.optional(
    section({
      sdkUrls: v.optional(v.pipe(plainObject, v.record(v.string(), v.string()))),
      wecomSsoUrl: optionalText,
      authorizeUrls: v.optional(section({ dingtalk: optionalText, feishu: optionalText })),
      postEventOrigin: v.optional(v.nullable(oneOrigin)),
      allowedMessageOrigins: v.optional(v.array(v.pipe(v.string(), v.notValue('*')))),
      sdkTimeoutMs: v.optional(
        v.pipe(
          v.number(),
          v.finite(),
          v.gtValue(0),
          v.transform((ms) => Math.min(ms, MAX_SDK_TIMEOUT_MS)),
        ),
      ),
    }),
  ),
});

export type AppConfigFile = v.InferOutput<typeof appConfigFileSchema>;
