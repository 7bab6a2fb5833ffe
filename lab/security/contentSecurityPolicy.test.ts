import { contentSecurityPolicy, createCspNonce, withCspNonce } from './contentSecurityPolicy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the content security policy', () => {
  const policy = contentSecurityPolicy('http://127.0.0.1:4520', 'abc123');

  it('lets scripts come only from the lab origin, never inline or evaluated', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('admits styles by the document nonce', () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it('lets the flag stream connect over the WebSocket twin of the origin', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://127.0.0.1:4520']);
  });

  it('forbids plugins, base rewriting and framing by other sites', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('when a document is served', () => {
  it('draws a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 20 }, createCspNonce));
    expect(nonces.size).toBe(20);
    expect(createCspNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('puts the nonce where styled-components reads it, first in head', () => {
    expect(withCspNonce('<html><head><title>x</title></head></html>', 'n1')).toBe(
      '<html><head><meta property="csp-nonce" nonce="n1"><title>x</title></head></html>',
    );
  });
});
