import { createI18n } from '@shell/i18n';
import { RootStoreContext, type RootStore } from '@shell/store';
import { buildTheme } from '@shell/theme';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
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
  const registered = observable.map<string, { exports: Record<string, unknown> }>();
  const root = {
    extensions: { get: (name: string) => registered.get(name) },
  } as unknown as RootStore;

  function FakeUploader({
    label,
    onUploaded,
  }: {
    label: string;
    onUploaded: (a: unknown) => void;
  }) {
    return (
      <button type="button" onClick={() => onUploaded(uploaded)}>
        {`fake ${label}`}
      </button>
    );
  }
  const uploaded = {
    fileName: 'taxi.pdf',
    fileId: { id: 'f9', key: 'k', url: '/f9', thumbUrl: '/f9' },
  };

  function renderInRoot() {
    const onSubmit = jest.fn();
    render(
      <RootStoreContext.Provider value={root}>
        <I18nextProvider i18n={createI18n('en-US')}>
          <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
            <BillFieldsForm
              fields={parseFieldDescriptors(spec).fields}
              refSource={fakeRefSource({})}
              onSubmit={onSubmit}
            />
          </ThemeProvider>
        </I18nextProvider>
      </RootStoreContext.Provider>,
    );
    return { onSubmit, user: userEvent.setup() };
  }

  afterEach(() => registered.clear());

  it('uses its widget once it registers, and keeps what it uploaded as stored attachments', async () => {
    const { user, onSubmit } = renderInRoot();
    expect(screen.getByLabelText('Attachments *')).toHaveAttribute('type', 'file');
    act(() => registered.set('upload', { exports: { AttachmentUploader: FakeUploader } }));
    await user.click(screen.getByRole('button', { name: 'fake Add files' }));
    await user.click(screen.getByRole('button', { name: 'fake Add files' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ files: [uploaded, uploaded] });
  });

  it('keeps the plain input when the extension exports no component', () => {
    registered.set('upload', { exports: { AttachmentUploader: 'not a component' } });
    renderInRoot();
    expect(screen.getByLabelText('Attachments *')).toHaveAttribute('type', 'file');
  });
});
