/**
 * jsdom has no matchMedia: this answers queries with `matches(query)`, so a test can play a
 * phone-sized screen or a person who asks for reduced motion. Returns the function that undoes it.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): () => void {
  const fake = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  window.matchMedia = fake;
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
