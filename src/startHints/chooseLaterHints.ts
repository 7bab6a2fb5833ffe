import { isHomePath } from '../frame/isHomePath';
import { fileList, START_HINT_ATTRIBUTES, type StartHintsInput } from './chooseStartHints';

/**
 * The chunks asked for once vendor has run, in two steps. On the home, its own chunks first and the
 * flag client and runtime once those are in: on a 1.6 Mbps link the 45 kB the home does not draw
 * with would otherwise share the link with it. Elsewhere (a deep link into a micro-app) the runtime
 * is what draws the page, so both at once.
 */
export function chooseLaterHints(
  attribute: StartHintsInput['attribute'],
  pathname: string,
): [first: string[], then: string[]] {
  const later = fileList(attribute(START_HINT_ATTRIBUTES.later));
  const runtime = fileList(attribute(START_HINT_ATTRIBUTES.runtime));
  return isHomePath(pathname) ? [later, runtime] : [[...later, ...runtime], []];
}
