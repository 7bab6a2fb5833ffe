import { chooseLaterHints } from './chooseLaterHints';
import { START_HINT_ATTRIBUTES } from './chooseStartHints';

const TAG: Record<string, string> = {
  [START_HINT_ATTRIBUTES.later]: '/js/home.1.js /js/home-store.2.js',
  [START_HINT_ATTRIBUTES.runtime]: '/js/flag-store.3.js /js/micro-runtime.4.js',
};
const attribute = (name: string) => TAG[name] ?? null;

describe('the chunks asked for once vendor has run', () => {
  it('on the home are the home’s own first, then the flag client and the runtime', () => {
    expect(chooseLaterHints(attribute, '/')).toEqual([
      ['/js/home.1.js', '/js/home-store.2.js'],
      ['/js/flag-store.3.js', '/js/micro-runtime.4.js'],
    ]);
  });

  it('on the bank app’s entry, which is the home too, come in the same two steps', () => {
    expect(chooseLaterHints(attribute, '/web/')[1]).toEqual([
      '/js/flag-store.3.js',
      '/js/micro-runtime.4.js',
    ]);
  });

  it('on a deep link into a micro-app are all asked for at once, the runtime drawing that page', () => {
    expect(chooseLaterHints(attribute, '/bills/new')).toEqual([
      ['/js/home.1.js', '/js/home-store.2.js', '/js/flag-store.3.js', '/js/micro-runtime.4.js'],
      [],
    ]);
  });

  it('are none when the page names none', () => {
    expect(chooseLaterHints(() => null, '/')).toEqual([[], []]);
  });
});
