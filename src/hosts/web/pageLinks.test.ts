import { downloadViaAnchor, openLinkInNewTab } from './pageLinks';

afterEach(() => jest.restoreAllMocks());

describe('openLinkInNewTab', () => {
  it('opens an http(s) address in a new tab without an opener', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await openLinkInNewTab(window, 'https://docs.example/a?b=1');
    expect(open).toHaveBeenCalledWith('https://docs.example/a?b=1', '_blank', 'noopener');
  });

  it('resolves a relative address against the page', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await openLinkInNewTab(window, '/bills/1');
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/bills/1`, '_blank', 'noopener');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '', 'http://[bad'])(
    'refuses %p',
    async (url) => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      await expect(openLinkInNewTab(window, url)).rejects.toBeInstanceOf(TypeError);
      expect(open).not.toHaveBeenCalled();
    },
  );
});

describe('downloadViaAnchor', () => {
  it('clicks a temporary anchor named for the file and removes it', async () => {
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await downloadViaAnchor(window, 'https://files.example/r.pdf', 'receipt.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({
      href: 'https://files.example/r.pdf',
      download: 'receipt.pdf',
    });
    expect(clicked[0].isConnected).toBe(false);
  });

  it('refuses a script address', async () => {
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await expect(downloadViaAnchor(window, 'javascript:void 0', 'x')).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(click).not.toHaveBeenCalled();
  });
});
