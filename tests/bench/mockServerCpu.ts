/** Sent over IPC to the mock server process; it answers with its `process.cpuUsage()`. */
export const CPU_USAGE_REQUEST = 'cpu-usage';

/** The answer crosses a process boundary: checked, not cast. */
export function isCpuUsage(value: unknown): value is NodeJS.CpuUsage {
  if (typeof value !== 'object' || value === null) return false;
  const { user, system } = value as Record<string, unknown>;
  return typeof user === 'number' && typeof system === 'number';
}
