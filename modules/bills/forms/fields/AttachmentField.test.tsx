import { screen, within } from '@testing-library/react';
import { renderBillForm } from '../testing/renderBillForm';

const spec = [
  {
    name: 'files',
    label: '附件',
    enLabel: 'Attachments',
    dataType: { type: 'attachment' },
    optional: false,
  },
];
const stored = { fileName: 'invoice.pdf', fileId: { id: 'f1', url: 'https://files.test/f1' } };

describe('AttachmentField', () => {
  it('lists stored attachments by name and adds picked files as not uploaded yet', async () => {
    const { user, onSubmit } = renderBillForm({ spec, initialValues: { files: [stored] } });
    const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachments *'), receipt);
    const list = screen.getByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'invoice.pdf×',
      'receipt.png(not uploaded yet)×',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      files: [stored, { fileName: 'receipt.png', file: receipt }],
    });
  });

  it('asks for one when required and the last is removed', async () => {
    const { user, onSubmit } = renderBillForm({
      spec,
      locale: 'zh-CN',
      initialValues: { files: [stored] },
    });
    await user.click(screen.getByRole('button', { name: '移除invoice.pdf' }));
    expect(screen.getByRole('list', { name: '附件' })).toHaveTextContent('暂无附件');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入附件');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
