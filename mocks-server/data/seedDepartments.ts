import type { Faker } from '@faker-js/faker';
import { labId, recordTimes } from './createSeededFaker';
import type { Department, Tenant } from './types';

interface DepartmentTemplate {
  name: string;
  nameSpell: string;
  children?: DepartmentTemplate[];
}

/** A fixed shape so every seed has nesting two levels deep; only ids and times vary. */
const DEPARTMENT_TREE: DepartmentTemplate[] = [
  {
    name: '财务部',
    nameSpell: 'caiwubu',
    children: [
      { name: '会计组', nameSpell: 'kuaijizu' },
      { name: '资金组', nameSpell: 'zijinzu' },
    ],
  },
  { name: '人力资源部', nameSpell: 'renliziyuanbu' },
  {
    name: '研发中心',
    nameSpell: 'yanfazhongxin',
    children: [
      { name: '前端组', nameSpell: 'qianduanzu' },
      { name: '后端组', nameSpell: 'houduanzu' },
      { name: '测试组', nameSpell: 'ceshizu' },
    ],
  },
  {
    name: '销售部',
    nameSpell: 'xiaoshoubu',
    children: [
      { name: '华东区', nameSpell: 'huadongqu' },
      { name: '华北区', nameSpell: 'huabeiqu' },
    ],
  },
  { name: '行政部', nameSpell: 'xingzhengbu' },
  { name: '市场部', nameSpell: 'shichangbu' },
];

/** The tenant's department tree, flattened depth-first so parents always precede children. */
export function seedDepartments(faker: Faker, tenant: Tenant): Department[] {
  const departments: Department[] = [];
  const root = { name: tenant.name, nameSpell: tenant.nameSpell, children: DEPARTMENT_TREE };
  addDepartment(faker, tenant.corporationId, root, null, 1, departments);
  return departments;
}

function addDepartment(
  faker: Faker,
  corporationId: string,
  template: DepartmentTemplate,
  parentId: string | null,
  order: number,
  into: Department[],
): string {
  const department: Department = {
    id: `${corporationId}:${labId(faker, 10)}`,
    version: faker.number.int({ min: 1, max: 9 }),
    active: true,
    ...recordTimes(faker),
    name: template.name,
    nameSpell: template.nameSpell,
    code: `D${String(into.length + 1).padStart(3, '0')}`,
    corporationId,
    parentId,
    children: [],
    order,
  };
  into.push(department);
  (template.children ?? []).forEach((child, index) => {
    department.children.push(
      addDepartment(faker, corporationId, child, department.id, index + 1, into),
    );
  });
  return department.id;
}
