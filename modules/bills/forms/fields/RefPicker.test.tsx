import { act, screen, waitFor } from '@testing-library/react';
import type { RefItem, RefSource } from '../refEntities';
import { staffItems } from '../testing/formFixtures';
import { renderBillForm } from '../testing/renderBillForm';

const spec = [
  {
    name: 'owner',
    label: '负责人',
    enLabel: 'Owner',
    dataType: { type: 'ref', entity: 'organization.Staff' },
    optional: false,
  },
];

/** Lets the search pause elapse and the answer arrive. */
const settle = () => act(async () => void jest.advanceTimersByTime(250));
const owner = () => screen.getByRole('combobox', { name: 'Owner' });
const options = () => screen.getAllByRole('option');

describe('RefPicker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is chosen with the keyboard: arrows move, Enter picks, and the form gets the id', async () => {
    const { user, onSubmit } = renderBillForm({ spec, fakeTimers: true });
    await user.click(owner());
    await settle();
    expect(options().map((option) => option.textContent)).toEqual([
      'Han MeimeiCode: E001 · Email: han@example.cn',
      'Li LeiCode: E002 · Cellphone: 13800000000',
      '林涛Code: E003',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Li Lei');
    expect(owner()).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(owner()).toHaveValue('Li Lei');
    expect(owner()).toHaveAttribute('aria-expanded', 'false');
    expect(owner()).toHaveAccessibleDescription('Code: E002 · Cellphone: 13800000000');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ owner: 'staff-2' }));
  });

  it('searches once for what was typed, after the pause', async () => {
    const { user, refSource } = renderBillForm({ spec, fakeTimers: true });
    await user.type(owner(), 'li');
    await settle();
    expect(refSource.calls.filter((call) => call.method === 'search')).toEqual([
      { method: 'search', entity: 'organization.Staff', text: 'li' },
    ]);
    expect(options()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('closes on Escape without choosing', async () => {
    const { user } = renderBillForm({ spec, fakeTimers: true });
    await user.click(owner());
    await settle();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(owner()).toHaveAttribute('aria-expanded', 'false');
    expect(owner()).toHaveValue('');
  });

  it('says when the search failed', async () => {
    const { user, refSource } = renderBillForm({ spec, fakeTimers: true, locale: 'zh-CN' });
    refSource.failNextSearch();
    await user.click(screen.getByRole('combobox', { name: '负责人' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('搜索失败，请重试');
  });

  it('shows a saved id by its name and clears it on request', async () => {
    const { user, onSaveDraft } = renderBillForm({
      spec,
      fakeTimers: true,
      initialValues: { owner: 'staff-1' },
    });
    await settle();
    expect(owner()).toHaveValue('Han Meimei');
    await user.click(screen.getByRole('button', { name: 'Clear Owner' }));
    expect(owner()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledWith({ owner: '' }));
  });

  it('keeps only the answer to the latest text', async () => {
    const pending = new Map<string, (items: RefItem[]) => void>();
    const slow: RefSource = {
      search: (_entity, text) => new Promise((resolve) => pending.set(text, resolve)),
      byIds: async () => [],
    };
    const { user } = renderBillForm({ spec, fakeTimers: true, refSource: slow });
    await user.type(owner(), 'h');
    await settle();
    await user.type(owner(), 'a');
    await settle();
    await act(async () => pending.get('ha')?.([staffItems[1]]));
    await act(async () => pending.get('h')?.([staffItems[0]]));
    expect(options().map((option) => option.textContent)).toEqual([
      'Li LeiCode: E002 · Cellphone: 13800000000',
    ]);
  });
});
