import { createMockServer } from '../createMockServer';
import { listRoutes } from './listRoutes';

describe('listRoutes', () => {
  it('finds routes of routers mounted under a prefix, with their parameters', () => {
    const mock = createMockServer();
    const routes = listRoutes(mock.app);
    mock.close();
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/flow/flows/my/search' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/flow/flows/:id/:verb' });
    expect(routes).toContainEqual({ method: 'POST', path: '/__lab/faults/' });
  });

  it('lists each path of a route that serves several on its own', () => {
    const mock = createMockServer();
    const routes = listRoutes(mock.app);
    mock.close();
    expect(routes).toContainEqual({ method: 'GET', path: '/idp/web/authorize' });
    expect(routes).toContainEqual({ method: 'GET', path: '/idp/applet/authorize' });
    expect(routes.filter((route) => route.path.includes(','))).toEqual([]);
  });
});
