import { screen, within } from '@testing-library/react';
import { renderWithShell, scriptedHttp } from '../testing';
import { HOME_RESOURCES_PATH, ResourcesBlock } from './ResourcesBlock';

function server(answer: () => unknown) {
  return scriptedHttp((config) =>
    (config.url ?? '').includes(HOME_RESOURCES_PATH) ? answer() : { status: 404 },
  );
}

describe('the home’s services', () => {
  it('lists the server’s resources as buttons labelled by their type', async () => {
    const { http } = server(() => ({
      items: [
        {
          sourceType: 'OPEN_LINK',
          source: '/__lab/partner/mall',
          type: 'BUTTON_MALL',
          realm: 'MALL',
        },
        { sourceType: 'WINDOW_OPEN', source: '/__lab/partner/taxi', type: 'BUTTON_TAXI_ORDER' },
      ],
    }));
    renderWithShell(<ResourcesBlock />, { http });
    const group = await screen.findByRole('group', { name: '常用服务' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['企业商城', '打车订单']);
  });

  it('says when the services could not be loaded', async () => {
    const failing = server(() => ({ status: 503 }));
    const { unmount } = renderWithShell(<ResourcesBlock />, { http: failing.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('常用服务加载失败');
    unmount();
  });
});
