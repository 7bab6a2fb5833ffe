import { HttpError, IGNORE_CODE, POLICY_CHECK_CODE } from '@shell/http';
import { BillsStore } from './BillsStore';
import { editorFields } from './models/editorFields';
import { billDetail } from './testing/billFixtures';
import { fakeBillsApi } from './testing/fakeBillsApi';
import { fakeBillsRoot } from './testing/fakeBillsRoot';
import { EXPENSE_FIELDS } from './testing/specFixtures';

const SPEC = 'corp:spec:expense:1';
const { fields } = editorFields(EXPENSE_FIELDS);
const values = {
  title: '打车',
  payType: 'MIXING',
  specificationId: SPEC,
  expenseMoney: '88.5',
  project: '',
  priority: 'urgent',
};
const input = { fields, values };

function newStore() {
  const api = fakeBillsApi();
  const store = new BillsStore(fakeBillsRoot().root, api);
  return { api, store, drafts: store.drafts };
}

const refusal = (init: { code: string; status?: number }) =>
  new HttpError({ message: 'no', ...init });

describe('BillDraftStore', () => {
  describe('when a new bill is saved', () => {
    it('creates it with the specification, the pay type and the wire values', async () => {
      const { api, drafts, store } = newStore();
      api.createDraft.mockResolvedValue(billDetail({ title: '打车' }));
      await store.mine.fetchPage();
      const saving = drafts.createDraft(SPEC, input);
      expect(drafts.isSaving).toBe(true);
      const bill = await saving;
      expect(api.createDraft).toHaveBeenCalledWith({
        specificationId: SPEC,
        payType: 'MIXING',
        title: '打车',
        project: null,
        priority: 'urgent',
        expenseMoney: expect.objectContaining({ standard: '88.5', standardStrCode: 'CNY' }),
      });
      expect([drafts.isSaving, drafts.savedBillId, drafts.problem]).toEqual([
        false,
        'bill-1',
        null,
      ]);
      expect(store.data.get('bill-1')).toEqual(bill);
      expect(store.mine.isLoaded).toBe(false);
    });

    it('sends no pay type when none is chosen', async () => {
      const { api, drafts } = newStore();
      api.createDraft.mockResolvedValue(billDetail());
      await drafts.createDraft(SPEC, { fields, values: { ...values, payType: '' } });
      expect(api.createDraft.mock.calls[0][0]).not.toHaveProperty('payType');
    });
  });

  describe('when an existing draft is saved', () => {
    it('updates it and keeps a refusal of its state for the page', async () => {
      const { api, drafts } = newStore();
      api.updateDraft.mockRejectedValue(refusal({ code: 'error:lab:x', status: 409 }));
      expect(await drafts.saveDraft({ specificationId: SPEC, billId: 'b9' }, input)).toBeNull();
      expect(api.updateDraft.mock.calls[0][0]).toBe('b9');
      expect(drafts.problemFor('b9')).toBe('refused');
      expect(drafts.problemFor(null)).toBeNull();
    });
  });

  describe('when a bill is submitted', () => {
    it('saves it first, then submits it and keeps the submitted bill', async () => {
      const { api, drafts, store } = newStore();
      api.updateDraft.mockResolvedValue(billDetail());
      const submitted = { ...billDetail(), state: 'approving' as const };
      api.submit.mockResolvedValue(submitted);
      const outcome = await drafts.submit({ specificationId: SPEC, billId: 'bill-1' }, input);
      expect(outcome).toEqual({ bill: submitted, submitted: true });
      expect(api.submit).toHaveBeenCalledWith('bill-1');
      expect(store.data.get('bill-1')?.state).toBe('approving');
    });

    it('says a policy violation is the standard-violation, about the bill just created', async () => {
      const { api, drafts } = newStore();
      api.createDraft.mockResolvedValue(billDetail());
      api.submit.mockRejectedValue(refusal({ code: POLICY_CHECK_CODE, status: 400 }));
      const outcome = await drafts.submit({ specificationId: SPEC, billId: null }, input);
      expect(outcome).toMatchObject({ submitted: false, bill: { id: 'bill-1' } });
      expect(drafts.problemFor('bill-1')).toBe('policyCheck');
      expect(drafts.isSaving).toBe(false);
    });

    it.each([
      [{ code: 'error:lab:bad-request', status: 400 }, 'invalid'],
      [{ code: 'ERR_NETWORK' }, 'failed'],
    ])('reports %p as %s when the save itself fails', async (init, kind) => {
      const { api, drafts } = newStore();
      api.createDraft.mockRejectedValue(refusal(init));
      const outcome = await drafts.submit({ specificationId: SPEC, billId: null }, input);
      expect(outcome).toEqual({ bill: null, submitted: false });
      expect(api.submit).not.toHaveBeenCalled();
      expect(drafts.problemFor(null)).toBe(kind);
    });

    it('says nothing about a superseded request', async () => {
      const { api, drafts } = newStore();
      api.createDraft.mockRejectedValue(refusal({ code: IGNORE_CODE }));
      await drafts.submit({ specificationId: SPEC, billId: null }, input);
      expect(drafts.problem).toBeNull();
    });
  });

  describe('when the bill has lines', () => {
    const details = [{ id: 'new-1', feeTypeId: 'corp:feeType:office', feeTypeForm: {} }];
    const withLines = { ...input, lines: { details, total: '88.50' } };

    it('sends every line and the total they make', async () => {
      const { api, drafts } = newStore();
      api.updateDraft.mockResolvedValue(billDetail());
      await drafts.saveDraft({ specificationId: SPEC, billId: 'b1' }, withLines);
      expect(api.updateDraft.mock.calls[0][1]).toMatchObject({
        details,
        expenseMoney: { standard: '88.50' },
      });
    });

    it.each([
      [
        'a total the server made differently, with both amounts',
        { error: { code: 'error:lab:total-mismatch', sent: '88.50', lines: '90.00' } },
        'error:lab:total-mismatch',
        { kind: 'totalMismatch', lines: [], amounts: { sent: '88.50', lines: '90.00' } },
      ],
      [
        'unfinished lines, each named',
        { error: { problems: [{ detailId: 'b1-L2', message: '缺少金额' }, { message: 'x' }] } },
        'error:lab:bill-incomplete',
        { kind: 'incomplete', lines: [{ detailId: 'b1-L2', message: '缺少金额' }] },
      ],
      [
        'a policy check that names a line',
        { message: [{ type: 'policyCheck', detailId: 'b1-L1', message: '人均超标' }] },
        POLICY_CHECK_CODE,
        { kind: 'policyCheck', lines: [{ detailId: 'b1-L1', message: '人均超标' }] },
      ],
    ])('keeps %s', async (_, data, code, failure) => {
      const { api, drafts } = newStore();
      api.updateDraft.mockResolvedValue(billDetail());
      const error = new HttpError({ message: 'no', code, status: 400, data });
      api.submit.mockRejectedValue(error);
      await drafts.submit({ specificationId: SPEC, billId: 'bill-1' }, withLines);
      expect(drafts.failureFor('bill-1')).toEqual({ billId: 'bill-1', ...failure, error });
    });
  });

  it('forgets what it said when a page starts over', async () => {
    const { api, drafts } = newStore();
    api.createDraft.mockRejectedValue(refusal({ code: 'x', status: 500 }));
    await drafts.createDraft(SPEC, input);
    drafts.startOver();
    expect([drafts.problem, drafts.savedBillId]).toEqual([null, null]);
  });
});
