import * as v from 'valibot';
import { flag, isPlainObject, record } from '../core/fields';
import { listOf } from '../core/listOf';

const MAX_STAFF_TEXT = 256;

const clip = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_STAFF_TEXT) : undefined;

/**
 * A non-blank text cut to 256, else undefined. A fallback rather than `optional`, so the drift
 * test (contracts/README.md) still expects the lab to send it.
 */
const staffText = v.fallback(v.pipe(v.unknown(), v.transform(clip)), () => undefined);

const requiredText = (field: string) =>
  v.pipe(v.unknown(), v.transform(clip), v.string(`${field} is required`));

/** An object the answer must have; anything else fails with `message`. */
const required = <TSchema extends v.GenericSchema>(message: string, schema: TSchema) =>
  v.pipe(v.unknown(), v.check(isPlainObject, message), schema);

/**
 * docs/sign-in-and-hosts.md `GET /v1/organization/staffs/me`: who is signed in. The staff needs an
 * id and a name; the default department comes as an id or as `{ id }`; permissions are the text
 * codes of the list (anything else dropped with a warning).
 */
export const currentStaffSchema = v.pipe(
  record({
    value: required(
      'value must be an object',
      record({
        staff: required(
          'value.staff must be an object',
          record({
            id: requiredText('value.staff.id'),
            name: requiredText('value.staff.name'),
            code: staffText,
            corporationId: staffText,
            userId: staffText,
            defaultDepartment: v.fallback(
              v.pipe(
                v.unknown(),
                v.transform((value) => clip(isPlainObject(value) ? value.id : value)),
              ),
              () => undefined,
            ),
            external: flag,
          }),
        ),
        permissions: listOf('value.permissions', v.string()),
        isAuthorized: flag,
        home5: flag,
      }),
    ),
  }),
  v.transform(({ value: { staff, permissions, isAuthorized, home5 } }) => ({
    staff: {
      id: staff.id,
      name: staff.name,
      code: staff.code,
      corporationId: staff.corporationId ?? '',
      userId: staff.userId,
      departmentId: staff.defaultDepartment,
      external: staff.external,
    },
    permissions,
    isAuthorized,
    home5,
  })),
);
