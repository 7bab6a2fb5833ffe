import { renderWithShell } from '@shell/testing';
import { LayerOutlet, layerManager } from '@shell/ui';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { StaffPicker } from './StaffPicker';
import type { StaffChoice } from './types';

const staff = (id: string, name: string, external = false): StaffChoice => ({
  id,
  name,
  enName: '',
  code: `E${id}`,
  email: `${id}@corp.example`,
  cellphone: '',
  note: '',
  external,
  active: true,
});
const STAFFS = [staff('s1', '李雷'), staff('s2', '韩梅梅'), staff('s3', '外包王五', true)];

function Form({ onChange }: { onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['s1']);
  return (
    <StaffPicker
      label="适用人员"
      staffs={STAFFS}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

function renderPicker() {
  const onChange = jest.fn();
  const { user } = renderWithShell(
    <>
      <Form onChange={onChange} />
      <LayerOutlet />
    </>,
  );
  return { onChange, user };
}

afterEach(() => act(() => layerManager.closeTop()));

describe('the staff picker', () => {
  it('lists the chosen staff and removes one with its button', async () => {
    const { onChange, user } = renderPicker();
    expect(within(screen.getByRole('list', { name: '适用人员' })).getByText('李雷')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '移除李雷' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByText('未选择人员')).toBeVisible();
  });

  it('chooses in a drawer and hands the ticked staff back on OK', async () => {
    const { onChange, user } = renderPicker();
    await user.click(screen.getByRole('button', { name: '选择人员' }));
    const drawer = screen.getByRole('dialog', { name: '适用人员' });
    await user.click(within(drawer).getByRole('checkbox', { name: /韩梅梅/ }));
    expect(within(drawer).getByRole('status')).toHaveTextContent('已选 2 项');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith(['s1', 's2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the old choice when the drawer is cancelled', async () => {
    const { onChange, user } = renderPicker();
    await user.click(screen.getByRole('button', { name: '选择人员' }));
    await user.click(screen.getByRole('checkbox', { name: /外包王五/ }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pushes a staff’s details over the drawer; Escape closes only the top layer', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: '选择人员' }));
    await user.click(screen.getByRole('button', { name: '查看韩梅梅的详情' }));
    const details = screen.getByRole('dialog', { name: '韩梅梅' });
    expect(within(details).getByText('s2@corp.example')).toBeVisible();
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '韩梅梅' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '适用人员' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '选择人员' })).toHaveFocus();
  });
});
