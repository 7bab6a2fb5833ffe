import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notices } from '../feedback/noticeStore';
import { layerManager } from '../overlays/LayerManager';
import { LayerOutlet } from '../overlays/LayerOutlet';
import { uiWrapper } from '../testing/uiWrapper';
import { parseResources } from './parseResources';
import { ResourceButtons } from './ResourceButtons';

const answer = {
  items: [
    {
      sourceType: 'SLIDE',
      source: '/__lab/partner/trip-money',
      type: 'BUTTON_TRIP_MONEY',
      description: '差旅领款',
    },
    { sourceType: 'OPEN_LINK', source: 'javascript:alert(1)', type: 'BUTTON_TAXI_ORDER' },
    { sourceType: 'HOTEL_WIDGET', type: 'CUSTOM', description: '订酒店' },
    { type: 'NO_SOURCE_TYPE' },
  ],
};

function show(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  render(
    <>
      <ResourceButtons resources={parseResources(answer)} label="相关服务" />
      <LayerOutlet manager={layerManager} />
    </>,
    { wrapper: uiWrapper(locale) },
  );
}

afterEach(() => layerManager.closeAll());

describe('the resource buttons', () => {
  it('label each resource by its type, or its description for a type it does not know', () => {
    show('en-US');
    const group = screen.getByRole('group', { name: '相关服务' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Trip allowance',
      'Taxi orders',
      '订酒店',
    ]);
    const icons = buttons.map((button) => button.querySelector('svg')?.dataset.icon);
    expect(icons).toEqual(['BUTTON_TRIP_MONEY', 'BUTTON_TAXI_ORDER', 'LINK']);
  });

  it('open a SLIDE resource in the side popup on a desktop, with its page inside', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '差旅领款' }));
    const panel = await screen.findByRole('dialog', { name: '差旅领款' });
    expect(within(panel).getByTitle('差旅领款')).toHaveAttribute(
      'src',
      '/__lab/partner/trip-money',
    );
  });

  it('say why a resource with an unusable address or unknown type does not open', async () => {
    const error = jest.spyOn(notices, 'error');
    show();
    await userEvent.click(screen.getByRole('button', { name: '打车订单' }));
    await userEvent.click(screen.getByRole('button', { name: '订酒店' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error.mock.calls).toEqual([
      ['无法打开此资源：地址无效'],
      ['无法打开此资源：不支持的资源类型“HOTEL_WIDGET”'],
    ]);
  });
});

describe('parseResources', () => {
  it('refuses an answer without a list', () => {
    expect(() => parseResources({ value: [] })).toThrow(TypeError);
  });
});
