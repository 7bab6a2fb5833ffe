import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiWrapper } from '../testing/uiWrapper';
import { LayerManager } from '../overlays/LayerManager';
import { LayerOutlet } from '../overlays/LayerOutlet';
import { appResourceHandlers, type RemoteResourceProps } from './appResourceHandlers';
import { openResource } from './openResource';

const SOURCE = 'https://trip.example.test/money';

function TaxiOrder({ resource, close }: RemoteResourceProps) {
  return (
    <button type="button" onClick={close}>
      订单 {String(resource.type)}
    </button>
  );
}

function Broken(): never {
  throw new Error('the partner component broke');
}

function setUp(openHostLink: ((url: string) => Promise<void>) | null = null) {
  const layers = new LayerManager();
  const showError = jest.fn();
  const components: Record<string, typeof TaxiOrder> = { TAXI: TaxiOrder, BROKEN: Broken };
  const handlers = appResourceHandlers({
    showError,
    layers,
    openHostLink,
    unknownType: (sourceType) => `不支持“${sourceType}”`,
    notOpened: '无法打开此资源，请稍后重试',
    title: (resource) => String(resource.description ?? '资源'),
    findComponent: (sourceType) => Promise.resolve(components[sourceType] ?? null),
  });
  render(<LayerOutlet manager={layers} />, { wrapper: uiWrapper() });
  const open = (resource: object, isPC = true) =>
    act(() => {
      openResource(resource, { isPC, locale: 'zh-CN' }, handlers);
    });
  return { open, showError };
}

describe('the application’s resource opener', () => {
  it('opens SLIDE on PC as a side popup with the resource’s page sandboxed', async () => {
    const { open } = setUp();
    await open({ sourceType: 'SLIDE', source: SOURCE, description: '差旅领款' });
    const panel = screen.getByRole('dialog', { name: '差旅领款' });
    const frame = within(panel).getByTitle('差旅领款');
    expect(frame).toHaveAttribute('src', SOURCE);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('opens SLIDE off PC as a drawer, and says so when its address is unusable', async () => {
    const { open } = setUp();
    await open({ sourceType: 'SLIDE', source: 'javascript:alert(1)', description: '领款' }, false);
    const drawer = screen.getByRole('dialog', { name: '领款' });
    expect(within(drawer).getByRole('alert')).toHaveTextContent('无法打开此资源：地址无效');
    expect(within(drawer).queryByTitle('领款')).toBeNull();
  });

  it('shows the remote component an extension registered for the sourceType, in a modal', async () => {
    const { open } = setUp();
    await open({ sourceType: 'TAXI', type: 'BUTTON_TAXI_ORDER', description: '打车' });
    const modal = await screen.findByRole('dialog', { name: '打车' });
    await userEvent.click(within(modal).getByRole('button', { name: '订单 BUTTON_TAXI_ORDER' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the person when no extension knows the sourceType', async () => {
    const { open, showError } = setUp();
    await open({ sourceType: 'HOTEL' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith('不支持“HOTEL”'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a remote component that throws inside its modal, behind the kit’s error screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { open } = setUp();
    await open({ sourceType: 'BROKEN', description: '坏组件' });
    const modal = await screen.findByRole('dialog', { name: '坏组件' });
    expect(await within(modal).findByRole('button', { name: /重试|刷新|重新加载/ })).toBeVisible();
  });

  it('opens OPEN_LINK off PC through the host’s link opener, with an absolute address', async () => {
    const openHostLink = jest.fn(() => Promise.resolve());
    const { open, showError } = setUp(openHostLink);
    await open({ sourceType: 'OPEN_LINK', source: '/__lab/partner/mall', realm: 'MALL' }, false);
    expect(openHostLink).toHaveBeenCalledWith(`${window.location.origin}/__lab/partner/mall`);
    expect(showError).not.toHaveBeenCalled();
  });

  it('says so when the host could not open the link', async () => {
    const { open, showError } = setUp(() => Promise.reject(new Error('40004')));
    await open({ sourceType: 'OPEN_LINK', source: '/__lab/partner/mall' }, false);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('无法打开此资源，请稍后重试'));
  });
});
