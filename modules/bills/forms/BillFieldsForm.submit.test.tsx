import { act, screen, within } from '@testing-library/react';
import { everyKindSpec } from './testing/formFixtures';
import { renderBillForm } from './testing/renderBillForm';

const REQUIRED_EN = [
  'Title',
  'Head count',
  'Amount',
  'Date',
  'Trip dates',
  'Owner',
  'Companions',
  'Attachments',
];
const REQUIRED_ZH = ['标题', '人数', '金额', '日期', '行程日期', '负责人', '同行人', '附件'];

const filled = {
  title: '  差旅 ',
  count: '3',
  amount: '12345678901234567.89',
  day: '2025-03-01',
  trip: { start: '2025-03-01', end: '2025-03-04' },
  owner: 'staff-1',
  members: ['staff-2'],
  files: [{ fileName: 'x.pdf', fileId: { id: 'f1' } }],
  calc: { from: 'server' },
};

describe('BillFieldsForm submission', () => {
  describe('when required fields are empty', () => {
    it.each([
      [
        'en-US',
        'Submit',
        (label: string) => `Please enter ${label}`,
        REQUIRED_EN,
        'Please fix 8 problems',
      ],
      ['zh-CN', '提交', (label: string) => `请输入${label}`, REQUIRED_ZH, '请修改以下 8 个问题'],
    ] as const)(
      'announces every problem in %s and does not submit',
      async (locale, submit, say, labels, title) => {
        const { user, onSubmit } = renderBillForm({ locale, spec: everyKindSpec });
        await user.click(screen.getByRole('button', { name: submit }));
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent(title);
        expect(alert).toHaveFocus();
        const entries = within(alert)
          .getAllByRole('button')
          .map((button) => button.textContent);
        expect(entries).toEqual(labels.map(say));
        expect(screen.getByRole('textbox', { name: labels[0] })).toHaveAccessibleDescription(
          say(labels[0]),
        );
        expect(screen.getByRole('textbox', { name: labels[0] })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        expect(onSubmit).not.toHaveBeenCalled();
      },
    );
  });

  it('rewords the messages when the locale changes', async () => {
    const { user, i18n } = renderBillForm({ spec: everyKindSpec });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => void (await i18n.changeLanguage('zh-CN')));
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('请输入标题');
  });

  it('moves focus to a field from its entry in the summary', async () => {
    const { user } = renderBillForm({ spec: everyKindSpec });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Please enter Owner' }),
    );
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveFocus();
  });

  it('clears a message once the field is fixed', async () => {
    const { user } = renderBillForm({ spec: everyKindSpec });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Trip');
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please enter Title');
  });

  it('submits the form state, amounts exactly as typed and unsupported values untouched', async () => {
    const { user, onSubmit } = renderBillForm({ spec: everyKindSpec, initialValues: filled });
    expect(await screen.findByDisplayValue('Han Meimei')).toBe(
      screen.getByRole('combobox', { name: 'Owner' }),
    );
    const companions = screen.getByRole('list', { name: 'Selected Companions' });
    expect(within(companions).getByText('Li Lei')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ ...filled, paper: false, urgent: false });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not show a field’s message before it is touched or the form is submitted', async () => {
    const { user } = renderBillForm({ spec: everyKindSpec });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1.005');
    expect(screen.queryByText('Amount allows at most 2 decimal places')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Currency: Chinese yuan Amount allows at most 2 decimal places',
    );
  });

  describe('when saving a draft', () => {
    it('skips required checks', async () => {
      const { user, onSaveDraft, onSubmit } = renderBillForm({ spec: everyKindSpec });
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(onSaveDraft).toHaveBeenCalledTimes(1);
      expect(onSaveDraft.mock.calls[0][0]).toMatchObject({ title: '', owner: '', members: [] });
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.queryByText('Please enter Title')).not.toBeInTheDocument();
    });

    it('still refuses a malformed value, in zh-CN too', async () => {
      const spec = [
        { name: 'mail', label: '邮箱', enLabel: 'Email', format: 'email', optional: false },
      ];
      const { user, onSaveDraft } = renderBillForm({ locale: 'zh-CN', spec });
      await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'not-an-email');
      await user.click(screen.getByRole('button', { name: '保存草稿' }));
      expect(onSaveDraft).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('邮箱不是一个有效的邮箱地址');
      expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription(
        '邮箱不是一个有效的邮箱地址',
      );
    });
  });
});
