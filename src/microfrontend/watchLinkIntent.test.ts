import { watchLinkIntent } from './watchLinkIntent';

const apps = [
  { name: 'approval', rootPath: '/approval' },
  { name: 'bills', rootPath: '/bills' },
];

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.append(document.createElement('span'));
  document.body.append(link);
  return link;
}

describe('watching for a person heading to a module', () => {
  afterEach(() => document.body.replaceChildren());

  it('names the app and address of a link touched, pointed at or focused', () => {
    const onIntent = jest.fn();
    const stop = watchLinkIntent(apps, onIntent);
    const link = linkTo('/approval?state=PAYING');
    link.firstElementChild?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual(
      Array(3).fill([apps[0], { pathname: '/approval', search: '?state=PAYING' }]),
    );
    stop();
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(3);
  });

  it('ignores links to the shell, to other sites and touches outside links', () => {
    const onIntent = jest.fn();
    const stop = watchLinkIntent(apps, onIntent);
    for (const href of ['/me', 'https://example.com/approval'])
      linkTo(href).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onIntent).not.toHaveBeenCalled();
    stop();
  });
});
