import { descriptor } from '../microfrontend/testing/registryEntry';
import { microAppTitle } from './microAppTitle';

const withTitle = (title: unknown) => descriptor({ name: 'bills', params: { title } });

describe('microAppTitle', () => {
  it('uses the title for the locale', () => {
    const app = withTitle({ 'zh-CN': '报销单', 'en-US': 'Bills' });
    expect(microAppTitle(app, 'zh-CN')).toBe('报销单');
    expect(microAppTitle(app, 'en-US')).toBe('Bills');
  });

  it('falls back to the name when there is no title', () => {
    expect(microAppTitle(descriptor({ name: 'bills' }), 'en-US')).toBe('bills');
  });

  it('falls back to the name when the title has no entry for the locale', () => {
    expect(microAppTitle(withTitle({ 'zh-CN': '报销单' }), 'en-US')).toBe('bills');
  });

  describe('when the registry sends an untrusted title', () => {
    it.each([
      ['a plain string', 'Bills'],
      ['a number', 42],
      ['null', null],
      ['an array', ['Bills']],
      ['a function', () => 'Bills'],
    ])('falls back to the name when the title is %s', (_label, title) => {
      expect(microAppTitle(withTitle(title), 'en-US')).toBe('bills');
    });

    it.each([
      ['empty', ''],
      ['blank', '  \t\n'],
      ['a number', 7],
      ['an object', { text: 'Bills' }],
      ['null', null],
    ])('falls back to the name when the localized title is %s', (_label, localized) => {
      expect(microAppTitle(withTitle({ 'en-US': localized }), 'en-US')).toBe('bills');
    });

    it('cuts a very long title to 40 characters', () => {
      const long = 'B'.repeat(10_000);
      expect(microAppTitle(withTitle({ 'en-US': long }), 'en-US')).toBe('B'.repeat(40));
    });

    it('keeps a title of exactly 40 characters', () => {
      const exact = 'x'.repeat(40);
      expect(microAppTitle(withTitle({ 'en-US': exact }), 'en-US')).toBe(exact);
    });
  });
});
