import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export interface LabStaff {
  id: string;
  name: string;
  corporationId: string;
  external: boolean;
  active: boolean;
}

interface PlanNode {
  signer: string | null;
}

/**
 * A staff whose first approver is someone else, and that approver: the person who submits and the
 * person who agrees in a sign-in → home → new bill → submit → agree journey. Found by asking the
 * lab's plan for a throwaway draft of each staff in turn.
 */
export async function submitterAndApprover(
  request: APIRequestContext,
): Promise<{ submitter: LabStaff; approver: LabStaff }> {
  const { items } = (await (await request.get('/__lab/staffs')).json()) as { items: LabStaff[] };
  for (const submitter of items.filter((staff) => staff.active && !staff.external)) {
    const cookie = `lab-tenant=${submitter.corporationId}; lab-host-staff=${encodeURIComponent(submitter.id)}`;
    const form = { specificationId: `${submitter.corporationId}:spec:expense:1`, title: 'probe' };
    const answer = await request.post('/api/v1/flow/flows', {
      headers: { cookie },
      data: { form },
    });
    expect(answer.ok()).toBe(true);
    const { value } = (await answer.json()) as { value: { plan: { nodes: PlanNode[] } } };
    const signer = value.plan.nodes[0]?.signer;
    const approver = items.find((staff) => staff.id === signer);
    if (approver && approver.id !== submitter.id && approver.active) return { submitter, approver };
  }
  throw new Error('no staff whose first approver is someone else');
}
