import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { MicroAppDescriptor } from '../microfrontend/MicroAppDescriptor';
import { createTestFlags, createTestRoot, renderWithShell, scriptedHttp } from '../testing';
import { AppFrame } from './AppFrame';

const descriptor = (name: string, title: string): MicroAppDescriptor => ({
  name,
  uuid: name,
  version: '1',
  type: 'APPLICATION',
  rootPath: `/${name}`,
  bundleUrl: `/modules/${name}.js`,
  priority: 1,
  entry: 'default',
  dependencies: [],
  params: { title: { 'zh-CN': title, 'en-US': title } },
});

async function frameAt(path: string) {
  const { http } = scriptedHttp(() => ({ items: [], count: 0 }));
  const flags = await createTestFlags();
  const root = createTestRoot({ http, flags });
  runInAction(() =>
    root.microApps.register([descriptor('bills', '单据'), descriptor('print', '打印')]),
  );
  renderWithShell(null, {
    root,
    path,
    routes: [{ element: <AppFrame />, children: [{ path: '*', element: null }] }],
  });
  return { root, flags };
}

describe('the app frame', () => {
  it('on desktop offers every module in a navigation and the account menu', async () => {
    await frameAt('/bills');
    const nav = screen.getByRole('navigation', { name: '应用导航' });
    expect(nav).toHaveTextContent('首页单据打印');
    expect(screen.getByRole('link', { name: '单据' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '账户：李雷' })).toBeInTheDocument();
  });

  it('shows the turned-off screen, with a way home, when a module goes off under the open page', async () => {
    const { flags } = await frameAt('/print/center');
    expect(screen.queryByTestId('turned-off')).not.toBeInTheDocument();
    await act(async () => flags.set({ 'module-print': false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '此功能已关闭' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('您所在的企业已关闭“打印”。如有疑问，请联系管理员。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '打印' })).not.toBeInTheDocument();
  });

  it('says "not found" for an address no module owns, never a blank page', async () => {
    await frameAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
  });
});
