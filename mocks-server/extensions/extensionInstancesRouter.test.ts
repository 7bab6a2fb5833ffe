import { Router } from 'express';
import { startRouterApp, type RouterApp } from '../groupCenter/testing/startRouterApp';
import { extensionInstancesRouter } from './extensionInstancesRouter';
import { extensionLabRouter } from './extensionLabRouter';

const BASE = '/v1/extension/instances';

interface Listed {
  items: { id: string; name: string; cap: number | null; usedCount: number }[];
}

describe('the extension instance routes', () => {
  let app: RouterApp;

  beforeEach(async () => {
    app = await startRouterApp([
      extensionInstancesRouter,
      (context) => Router().use('/lab', extensionLabRouter(context.state)),
    ]);
  });

  afterEach(() => app.close());

  const carOf = async () => {
    const list = (await app.call('GET', BASE)).body as Listed;
    return list.items.find((item) => item.name === '用车扩展')!;
  };

  it('lists the caller’s instances, one of them exactly at its cap', async () => {
    const list = (await app.call('GET', BASE)).body as Listed;
    expect(list.items.map((item) => item.name)).toEqual(['用车扩展', '差旅预订扩展', '商城扩展']);
    expect(await carOf()).toMatchObject({ cap: 5, usedCount: 5, enabled: true });
  });

  it('takes one more use at the cap, which stops the instance, and refuses the next', async () => {
    const car = await carOf();
    const use = await app.call('POST', `/lab/extension-instances/${car.id}/use`);
    expect(use.body).toMatchObject({ value: { usedCount: 6, overCap: true } });
    expect((await app.call('POST', `/lab/extension-instances/${car.id}/use`)).status).toBe(409);
  });

  it('changes a cap, never below the uses made, and never on a manual instance', async () => {
    const car = await carOf();
    const low = await app.call('PUT', `${BASE}/${car.id}/cap`, { cap: 4 });
    expect(low).toMatchObject({
      status: 409,
      body: { error: { message: '上限不能小于已使用的次数 5' } },
    });
    expect((await app.call('PUT', `${BASE}/${car.id}/cap`, { cap: 2.5 })).status).toBe(400);
    const raised = await app.call('PUT', `${BASE}/${car.id}/cap`, { cap: 9 });
    expect(raised.body).toMatchObject({ value: { cap: 9, usedCount: 5 } });
    const list = (await app.call('GET', BASE)).body as Listed;
    const manual = list.items.find((item) => item.name === '商城扩展')!;
    expect((await app.call('PUT', `${BASE}/${manual.id}/cap`, { cap: 50 })).status).toBe(409);
    expect((await app.call('PUT', `${BASE}/nope/cap`, { cap: 1 })).status).toBe(404);
  });
});
