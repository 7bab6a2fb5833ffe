import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@shell/http';
import { useState } from 'react';
import { notices } from '../feedback/noticeStore';
import { uiWrapper } from '../testing/uiWrapper';
import { Modal } from './Modal';

function RenameDialog({ onOk }: { onOk: (name: string) => unknown }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  return (
    <Modal open={open} title="重命名" onClose={() => setOpen(false)} onOk={() => onOk(name)}>
      <input aria-label="名称" value={name} onChange={(event) => setName(event.target.value)} />
    </Modal>
  );
}

function refusal(status: number, serverMessage?: string) {
  return new HttpError({
    status,
    code: String(status),
    message: serverMessage ?? 'failed',
    serverMessage,
    showMessage: status !== 403,
  });
}

async function pressOkAfterTyping(onOk: (name: string) => unknown, locale: 'zh-CN' | 'en-US') {
  render(<RenameDialog onOk={onOk} />, { wrapper: uiWrapper(locale) });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: '名称' }), '差旅 2026');
  await user.click(screen.getByRole('button', { name: locale === 'zh-CN' ? '确定' : 'OK' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /确定|OK/ })).toBeEnabled());
}

describe('an overlay OK action that fails', () => {
  const error = jest.spyOn(notices, 'error');
  afterEach(() => error.mockClear());

  it('says the server’s own words, keeps the layer open and the input as typed', async () => {
    await pressOkAfterTyping(() => Promise.reject(refusal(500, '名称已存在')), 'zh-CN');
    expect(error).toHaveBeenCalledWith('名称已存在');
    expect(screen.getByRole('dialog', { name: '重命名' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('差旅 2026');
  });

  it('stays silent on a 403 and still keeps the layer open', async () => {
    await pressOkAfterTyping(() => Promise.reject(refusal(403, '无权操作')), 'zh-CN');
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '重命名' })).toBeInTheDocument();
  });

  it('uses the localized generic text when the failure says nothing usable', async () => {
    await pressOkAfterTyping(() => Promise.reject(new Error('boom')), 'en-US');
    expect(error).toHaveBeenCalledWith('The action failed, please try again later');
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('差旅 2026');
  });

  it('says nothing when the action itself refused with false', async () => {
    await pressOkAfterTyping(() => false, 'zh-CN');
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
