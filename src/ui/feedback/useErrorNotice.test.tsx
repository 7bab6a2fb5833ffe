import { renderHook } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { uiWrapper } from '../testing/uiWrapper';
import { notices } from './noticeStore';
import { useErrorNotice } from './useErrorNotice';

const said = (status: number, serverMessage?: string) =>
  new HttpError({ code: String(status), status, message: 'x', serverMessage });

describe('useErrorNotice', () => {
  afterEach(() => notices.clear());

  it('toasts the server’s message and keeps a 403 silent', () => {
    const { result } = renderHook(() => useErrorNotice(), { wrapper: uiWrapper('zh-CN') });
    expect(result.current.toast(said(500, '预算不足，无法提交'))).toBe('预算不足，无法提交');
    expect(result.current.toast(said(403, '无权限'))).toBeNull();
    expect(notices.items.map((item) => [item.kind, item.text])).toEqual([
      ['error', '预算不足，无法提交'],
    ]);
  });

  it('gives the inline text in the person’s locale without toasting', () => {
    const { result } = renderHook(() => useErrorNotice(), { wrapper: uiWrapper('en-US') });
    expect(result.current.textOf(said(500))).toBe('The action failed, please try again later');
    expect(notices.items).toEqual([]);
  });
});
