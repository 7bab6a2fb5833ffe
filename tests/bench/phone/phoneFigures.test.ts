import { foreignHostScripts } from './phoneFigures';

describe('foreignHostScripts', () => {
  const scripts = (...paths: string[]) => paths.map((path) => ({ path }));

  it('finds another host’s adapter, SDK or the Teams SDK among a host’s scripts', () => {
    expect(
      foreignHostScripts(
        'dingtalk',
        scripts(
          '/js/vendor.0007a8b6.js',
          '/js/host-dingtalk.982a9c57.js',
          '/__lab/hosts/dingtalk/sdk.js',
          '/js/host-wecom.0e846109.js',
          '/js/teams-js.460050ca.js',
        ),
      ),
    ).toEqual(['/js/host-wecom.0e846109.js', '/js/teams-js.460050ca.js']);
  });

  it('does not take a shell chunk named host-… for an adapter', () => {
    expect(foreignHostScripts('web', scripts('/js/host-rpc.705a69be.js'))).toEqual([]);
  });

  it('lets Teams load its own SDK', () => {
    expect(
      foreignHostScripts(
        'teams',
        scripts('/js/host-teams.1458415c.js', '/js/teams-js.460050ca.js'),
      ),
    ).toEqual([]);
  });
});
