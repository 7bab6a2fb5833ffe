import { createTestRoot, renderWithShell } from '@shell/testing';
import { act, screen, within } from '@testing-library/react';
import { BillFieldsForm } from '../BillFieldsForm';
import { parseFieldDescriptors } from '../FieldDescriptor';
import { fakeRefSource } from '../testing/fakeRefSource';
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

describe('when the upload extension is registered', () => {
  const root = createTestRoot({ locale: 'en-US' });
  const register = (exports: Record<string, unknown>) =>
    root.extensions.register({ name: 'upload', type: 'COMPONENT', exports });

  function FakeUploader({
    label,
    onUploaded,
  }: {
    label: string;
    onUploaded: (a: unknown) => void;
  }) {
    return (
      <button type="button" onClick={() => onUploaded(uploaded(++count))}>
        {`fake ${label}`}
      </button>
    );
  }
  let count = 0;
  const uploaded = (n: number) => ({
    fileName: 'taxi.pdf',
    fileId: { id: `f${n}`, key: 'k', url: `/f${n}`, thumbUrl: `/f${n}` },
  });

  function renderInRoot() {
    const onSubmit = jest.fn();
    const { user } = renderWithShell(
      <BillFieldsForm
        fields={parseFieldDescriptors(spec).fields}
        refSource={fakeRefSource({})}
        onSubmit={onSubmit}
      />,
      { root },
    );
    return { onSubmit, user };
  }

  it('uses its widget once it registers, and keeps what it uploaded as stored attachments', async () => {
    const { user, onSubmit } = renderInRoot();
    expect(screen.getByLabelText('Attachments *')).toHaveAttribute('type', 'file');
    act(() => register({ AttachmentUploader: FakeUploader }));
    await user.click(screen.getByRole('button', { name: 'fake Add files' }));
    await user.click(screen.getByRole('button', { name: 'fake Add files' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ files: [uploaded(1), uploaded(2)] });
  });

  it('keeps the plain input when the extension exports no component', () => {
    register({ AttachmentUploader: 'not a component' });
    renderInRoot();
    expect(screen.getByLabelText('Attachments *')).toHaveAttribute('type', 'file');
  });
});
