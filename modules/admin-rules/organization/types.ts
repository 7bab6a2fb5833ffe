/** docs/admin.md department, with the tree fields the picker needs. */
export interface Department {
  id: string;
  name: string;
  code: string;
  parentId: string | null;
  children: string[];
  order: number;
  active: boolean;
}

/** docs/admin.md staff selection fields (id, name, enName, code, email, cellphone, note) plus marks. */
export interface StaffChoice {
  id: string;
  name: string;
  enName: string;
  code: string;
  email: string;
  cellphone: string;
  note: string;
  external: boolean;
  active: boolean;
}

/** docs/admin.md current-staff record. */
export interface CurrentStaffRecord {
  staffId: string;
  home5: boolean;
  isAuthorized: boolean;
  permissions: string[];
}
