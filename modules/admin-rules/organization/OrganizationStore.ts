import { ReadTurns } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from '../api';
import { runInNamedAction } from '../runInNamedAction';
import { departmentRows, type DepartmentRow } from './parseOrganization';
import type { Department, StaffChoice } from './types';

type OrganizationApi = Pick<AdminRulesApi, 'getDepartments' | 'getActiveStaffs'>;

/** Departments and active staff for the pickers; loaded once per session. */
export class OrganizationStore {
  departments: Department[] = [];
  staffs: StaffChoice[] = [];
  isFetching = false;
  isLoaded = false;
  failed = false;

  private readonly turns: ReadTurns;

  constructor(
    private readonly api: OrganizationApi,
    now: () => number = Date.now,
  ) {
    this.turns = new ReadTurns(now);
    makeAutoObservable<OrganizationStore, 'api' | 'turns'>(this, { api: false, turns: false });
  }

  get departmentRows(): DepartmentRow[] {
    return departmentRows(this.departments);
  }

  /** Only active staff can be chosen; the list answer may still carry others. */
  get activeStaffs(): StaffChoice[] {
    return this.staffs.filter((staff) => staff.active);
  }

  staffName(id: string): string {
    return this.staffs.find((staff) => staff.id === id)?.name ?? id;
  }

  async fetch(): Promise<void> {
    if (this.isLoaded || this.turns.sharesInFlight(this.isFetching)) return;
    const newest = this.turns.start();
    this.isFetching = true;
    this.failed = false;
    try {
      const [departments, staffs] = await Promise.all([
        this.api.getDepartments(),
        this.api.getActiveStaffs(),
      ]);
      runInNamedAction('OrganizationStore#fetch', () => {
        this.departments = departments;
        this.staffs = staffs;
        this.isLoaded = true;
      });
    } catch {
      if (newest()) runInNamedAction('OrganizationStore#fetch failed', () => (this.failed = true));
    } finally {
      if (newest() || this.isLoaded) {
        runInNamedAction('OrganizationStore#fetched', () => (this.isFetching = false));
      }
    }
  }
}
