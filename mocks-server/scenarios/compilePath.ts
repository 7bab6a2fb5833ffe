import { badPreset } from './ScenarioError';

export type PathMatcher = (path: string) => boolean;

/**
 * `/…/` is a regular expression, anything else an exact path. Compiled once at validation so a
 * broken pattern fails when the preset loads, not on the first request that reaches it.
 * A literal path that ends in a slash must therefore be written as a regex.
 */
export function compilePath(path: string, where: string): PathMatcher {
  if (path.length > 2 && path.startsWith('/') && path.endsWith('/')) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(path.slice(1, -1));
    } catch (error) {
      throw badPreset(`${where}: invalid regular expression ${path} (${(error as Error).message})`);
    }
    return (candidate) => pattern.test(candidate);
  }
  if (!path.startsWith('/')) {
    throw badPreset(`${where}: "${path}" must start with "/" (or be a /regex/)`);
  }
  return (candidate) => candidate === path;
}
