import * as v from 'valibot';
import { id, record, requiredId, text } from '../core/fields';
import { listOf } from '../core/listOf';

/** docs/sign-in-and-hosts.md "Staff", the fields the app reads: who a staff id is. */
export const staffSchema = record({
  id: requiredId,
  name: text(),
  code: text(),
  email: text(),
  avatar: text(2000),
  defaultDepartment: id,
  departments: listOf('departments', requiredId),
});
export type StaffWire = v.InferOutput<typeof staffSchema>;

/** `/v1/organization/staffs/actives`: the names of active staff by id (nameless ones left out). */
export const staffNamesSchema = v.pipe(
  record({ items: listOf('items', staffSchema) }),
  v.transform(({ items }) => {
    const names = new Map<string, string>();
    for (const staff of items) {
      const name = staff.name.trim();
      if (name) names.set(staff.id, name);
    }
    return names;
  }),
);
