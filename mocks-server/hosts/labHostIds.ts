import type { HostId } from '@shell/hosts/HostBridge';

/** Every host the lab can play, in the order the console lists them. */
export const LAB_HOST_IDS = [
  'web',
  'wecom',
  'dingtalk',
  'feishu',
  'cloudoffice',
  'hzbank',
  'workapp',
  'kk',
  'kingOA',
  'teams',
  'native',
  'remote',
] as const satisfies readonly HostId[];

export type LabHostId = (typeof LAB_HOST_IDS)[number];

// Fails to compile when the app adds a host the lab cannot play yet.
type Unplayed = Exclude<HostId, LabHostId>;
true satisfies [Unplayed] extends [never] ? true : never;

export function isLabHostId(value: unknown): value is LabHostId {
  return typeof value === 'string' && (LAB_HOST_IDS as readonly string[]).includes(value);
}
