import { loadScriptTag } from './loadScriptTag';

const URL_A = 'https://cdn.test/bills.js';
const findTag = () => document.head.querySelector<HTMLScriptElement>(`script[src="${URL_A}"]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadScriptTag', () => {
  describe('when called', () => {
    it('appends an async cross-origin script for the url', () => {
      void loadScriptTag(URL_A);
      const tag = findTag();
      expect(tag).not.toBeNull();
      expect(tag?.crossOrigin).toBe('anonymous');
      expect(tag?.async).toBe(true);
    });
  });

  describe('when the script loads', () => {
    it('resolves and removes the tag', async () => {
      const load = loadScriptTag(URL_A);
      findTag()?.dispatchEvent(new Event('load'));
      await expect(load).resolves.toBeUndefined();
      expect(findTag()).toBeNull();
    });
  });

  describe('when the script fails', () => {
    it('rejects with a message naming the url and removes the tag', async () => {
      const load = loadScriptTag(URL_A);
      findTag()?.dispatchEvent(new Event('error'));
      await expect(load).rejects.toThrow(`The micro-app script ${URL_A} failed to load`);
      expect(findTag()).toBeNull();
    });
  });

  describe('when given another document', () => {
    it('adds the tag there', () => {
      const other = document.implementation.createHTMLDocument('other');
      void loadScriptTag(URL_A, other);
      expect(other.head.querySelectorAll('script')).toHaveLength(1);
      expect(findTag()).toBeNull();
    });
  });
});
