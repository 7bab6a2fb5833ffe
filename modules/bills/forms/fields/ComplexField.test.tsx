import { screen, within } from '@testing-library/react';
import { parseFieldDescriptors } from '../FieldDescriptor';
import { formValuesOf } from '../fieldValues';
import { renderBillForm } from '../testing/renderBillForm';

const tripSpec = (required: boolean) => [
  { name: 'title', label: '标题', enLabel: 'Title', dataType: { type: 'text' } },
  {
    name: 'trip',
    label: '行程',
    enLabel: 'Trip',
    dataType: { type: 'complex' },
    optional: !required,
    fields: [
      {
        name: 'from',
        label: '出发地',
        enLabel: 'From',
        dataType: { type: 'text' },
        optional: false,
      },
      { name: 'days', label: '天数', enLabel: 'Days', dataType: { type: 'number' }, min: 1 },
      { name: 'nested', dataType: { type: 'complex' }, fields: [{ name: 'x', type: 'text' }] },
    ],
  },
];

describe('a complex field', () => {
  it('is read as a group of its plain parts; nested groups and parts it cannot edit are left out', () => {
    const [, trip] = parseFieldDescriptors(tripSpec(false)).fields;
    expect(trip.kind).toBe('complex');
    expect(trip.children?.map((part) => part.name)).toEqual(['from', 'days']);
    const [bare] = parseFieldDescriptors([{ name: 'g', dataType: { type: 'complex' } }]).fields;
    expect(bare).toMatchObject({ kind: 'unsupported', readOnly: true });
  });

  it('starts from the bill’s object value, part by part', () => {
    const { fields } = parseFieldDescriptors(tripSpec(false));
    expect(formValuesOf(fields, { trip: { from: '上海', days: 3, junk: 1 } }).trip).toEqual({
      from: '上海',
      days: '3',
    });
    expect(formValuesOf(fields).trip).toEqual({ from: '', days: '' });
  });

  it('shows its parts in a group named by its label, in Chinese', () => {
    renderBillForm({ locale: 'zh-CN', spec: tripSpec(false) });
    const group = screen.getByRole('group', { name: '行程' });
    expect(within(group).getByRole('textbox', { name: /^出发地/ })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /^天数/ })).toBeInTheDocument();
  });

  describe('when it is optional', () => {
    it('may be left empty', async () => {
      const { user, onSubmit } = renderBillForm({ spec: tripSpec(false) });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onSubmit).toHaveBeenCalledWith({ title: '', trip: { from: '', days: '' } });
    });

    it('asks for its required parts once one part is filled', async () => {
      const { user, onSubmit } = renderBillForm({ spec: tripSpec(false) });
      await user.type(screen.getByRole('textbox', { name: /^Days/ }), '2');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter From');
      expect(screen.getByRole('textbox', { name: /^From/ })).toHaveAccessibleDescription(
        'Please enter From',
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when it is required and filled', () => {
    it('submits its parts as one object', async () => {
      const { user, onSubmit } = renderBillForm({ locale: 'zh-CN', spec: tripSpec(true) });
      await user.click(screen.getByRole('button', { name: '提交' }));
      expect(screen.getByRole('alert')).toHaveTextContent('请输入出发地');
      await user.type(screen.getByRole('textbox', { name: /^出发地/ }), '杭州');
      await user.type(screen.getByRole('textbox', { name: /^天数/ }), '4');
      await user.click(screen.getByRole('button', { name: '提交' }));
      expect(onSubmit).toHaveBeenCalledWith({ title: '', trip: { from: '杭州', days: '4' } });
    });
  });
});
