import * as v from 'valibot';
import { flag, record, text } from '../core/fields';
import { itemsOf } from '../core/page';
import { activeUnlessFalse, adminId, ADMIN_TEXT, textList } from './adminFields';

const adminText = text(ADMIN_TEXT);

/** docs/admin.md department, with the tree fields the picker needs; nameless reads as its id. */
export const adminDepartmentSchema = v.pipe(
  record({
    id: adminId,
    name: adminText,
    code: adminText,
    parentId: adminText,
    children: textList,
    order: v.fallback(v.pipe(v.number(), v.finite()), 0),
    active: activeUnlessFalse,
  }),
  v.transform((department) => ({
    ...department,
    name: department.name || department.id,
    parentId: department.parentId || null,
  })),
);

/** `GET /v1/organization/departments` as the admin pickers read it. */
export const adminDepartmentsAnswerSchema = itemsOf('items', adminDepartmentSchema);

/** docs/admin.md staff selection fields, plus the external and active marks. */
export const staffChoiceSchema = v.pipe(
  record({
    id: adminId,
    name: adminText,
    enName: adminText,
    code: adminText,
    email: adminText,
    cellphone: adminText,
    note: adminText,
    external: flag,
    active: activeUnlessFalse,
  }),
  v.transform((staff) => ({ ...staff, name: staff.name || staff.id })),
);

/** `GET /v1/organization/staffs/actives` as the admin staff picker reads it. */
export const staffChoicesAnswerSchema = itemsOf('items', staffChoiceSchema);

/** `GET /v1/organization/staffs/me` as the admin guard reads it: who, and may they administer. */
export const currentStaffRecordSchema = v.pipe(
  record({
    value: record({
      staff: record({ id: adminText }),
      home5: flag,
      isAuthorized: flag,
      permissions: textList,
    }),
  }),
  v.transform(({ value }) => ({
    staffId: value.staff.id,
    home5: value.home5,
    isAuthorized: value.isAuthorized,
    permissions: value.permissions,
  })),
);
