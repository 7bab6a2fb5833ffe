import * as v from 'valibot';
import { isPlainObject } from '../core/fields';
import { isFilledString } from './microAppTypes';

/** uuids of the entries that must load first: absent reads as none, repeats are kept once. */
export const registryDependencies = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    if (value === undefined) return [];
    if (!Array.isArray(value))
      return (addIssue({ message: 'dependencies is not an array' }), NEVER);
    const uuids: string[] = [];
    let bad = false;
    // An index loop, not forEach: a hole in a sparse list is a bad dependency, not a skipped one.
    for (let index = 0; index < value.length; index += 1) {
      const uuid: unknown = value[index];
      if (!isFilledString(uuid)) {
        addIssue({ message: `dependency #${index} is not a uuid string` });
        bad = true;
      } else if (!uuids.includes(uuid)) uuids.push(uuid);
    }
    return bad ? NEVER : uuids;
  }),
);

/** The entry's own settings: absent reads as `{}`; a copy, so later changes to the input stay out. */
export const registryParams = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }): Record<string, unknown> => {
    if (value === undefined) return {};
    if (!isPlainObject(value)) return (addIssue({ message: 'params is not an object' }), NEVER);
    return { ...value };
  }),
);
