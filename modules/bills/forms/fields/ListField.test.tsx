import { act, screen, waitFor, within } from '@testing-library/react';
import { renderBillForm } from '../testing/renderBillForm';

const spec = [
  {
    name: 'members',
    label: '同行人',
    enLabel: 'Companions',
    dataType: { type: 'list', elemType: { type: 'ref', entity: 'organization.Staff' } },
    maxLength: 2,
  },
];

const settle = () => act(async () => void jest.advanceTimersByTime(250));
const input = () => screen.getByRole('combobox', { name: 'Companions' });
const chosen = () => screen.getByRole('list', { name: 'Selected Companions' });

describe('ListField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds each picked record once and removes it on request', async () => {
    const { user, onSubmit } = renderBillForm({ spec, fakeTimers: true });
    await user.click(input());
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(input());
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(input());
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(
      within(chosen())
        .getAllByRole('listitem')
        // Each chip starts with the record's name, its details under it.
        .map((item) => item.firstChild?.firstChild?.textContent),
    ).toEqual(['Han Meimei', 'Li Lei']);
    await user.click(screen.getByRole('button', { name: 'Remove Han Meimei' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ members: ['staff-2'] }));
  });

  it('says when more records are chosen than allowed, in zh-CN', async () => {
    const { user, onSubmit } = renderBillForm({
      spec,
      fakeTimers: true,
      locale: 'zh-CN',
      initialValues: { members: ['staff-1', 'staff-2', 'staff-3'] },
    });
    await settle();
    expect(
      within(screen.getByRole('list', { name: '已选同行人' })).getByText('韩梅梅'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('最多2个同行人'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
