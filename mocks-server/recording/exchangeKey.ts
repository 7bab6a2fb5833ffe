/**
 * What replay matches on: method, path and the (masked) query, with parameters sorted so
 * `?a=1&b=2` and `?b=2&a=1` are the same call, as they are to the mock routes.
 */
export function exchangeKey(
  method: string,
  path: string,
  query: Record<string, string | string[]>,
): string {
  const sorted = Object.keys(query)
    .sort()
    .map((name) => [name, query[name]]);
  return `${method.toUpperCase()} ${path} ${JSON.stringify(sorted)}`;
}
