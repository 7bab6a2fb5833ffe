/** How a fake host behaves: answers normally, is absent, or never answers its auth-code calls. */
export const HOST_MODES = ['normal', 'not-in-host', 'hang'] as const;
export type HostMode = (typeof HOST_MODES)[number];

export function isHostMode(value: unknown): value is HostMode {
  return typeof value === 'string' && (HOST_MODES as readonly string[]).includes(value);
}
