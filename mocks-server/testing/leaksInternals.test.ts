import { leaksInternals } from './leaksInternals';

describe('leaksInternals', () => {
  it('finds a stack frame', () => {
    const stack = new Error('boom').stack ?? '';
    expect(leaksInternals(stack)).toBe(true);
  });

  it('finds an installed package path and the HTML error page of Express', () => {
    expect(leaksInternals('see /app/node_modules/body-parser/read.js')).toBe(true);
    expect(leaksInternals('<pre>SyntaxError: Unexpected token</pre>')).toBe(true);
  });

  it('lets an ordinary message that says "at position" through', () => {
    expect(leaksInternals('Bad control character in string literal in JSON at position 6')).toBe(
      false,
    );
  });
});
