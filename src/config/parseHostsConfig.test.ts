import { DEFAULT_CONFIG } from './AppConfig';
import { parseHostsConfig } from './parseHostsConfig';

function parse(hosts: Record<string, unknown>) {
  const problems: string[] = [];
  return { hosts: parseHostsConfig(hosts, problems), problems };
}

describe('parseHostsConfig', () => {
  it('keeps the vendor defaults when the section is empty', () => {
    expect(parse({})).toEqual({ hosts: DEFAULT_CONFIG.hosts, problems: [] });
  });

  it('lets the lab point single hosts at its fake scripts and keeps the other defaults', () => {
    const { hosts } = parse({ sdkUrls: { wecom: '/__lab/hosts/wecom/sdk.js' } });
    expect(hosts.sdkUrls.wecom).toBe('/__lab/hosts/wecom/sdk.js');
    expect(hosts.sdkUrls.dingtalk).toBe(DEFAULT_CONFIG.hosts.sdkUrls.dingtalk);
  });

  describe('when a field would open the app to any origin', () => {
    it('refuses "*" as the parent-frame origin and names the field', () => {
      const { hosts, problems } = parse({ postEventOrigin: '*' });
      expect(hosts.postEventOrigin).toBeNull();
      expect(problems).toEqual(['hosts.postEventOrigin must name one origin, not "*"']);
    });

    it('refuses "*" among the accepted message origins', () => {
      const { hosts, problems } = parse({ allowedMessageOrigins: ['https://a.example', '*'] });
      expect(hosts.allowedMessageOrigins).toEqual([]);
      expect(problems[0]).toMatch(/allowedMessageOrigins/);
    });
  });

  it('caps the SDK timeout and rejects a non-number', () => {
    expect(parse({ sdkTimeoutMs: 10 ** 9 }).hosts.sdkTimeoutMs).toBe(120_000);
    const { hosts, problems } = parse({ sdkTimeoutMs: 'soon' });
    expect(hosts.sdkTimeoutMs).toBe(DEFAULT_CONFIG.hosts.sdkTimeoutMs);
    expect(problems).toHaveLength(1);
  });

  it('names a script map with a non-string URL', () => {
    const { hosts, problems } = parse({ sdkUrls: { wecom: 42 } });
    expect(hosts.sdkUrls).toEqual(DEFAULT_CONFIG.hosts.sdkUrls);
    expect(problems).toEqual(['hosts.sdkUrls must map host ids to script URLs']);
  });
});
