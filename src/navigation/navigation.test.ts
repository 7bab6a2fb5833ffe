import { buildPreviewUrl } from './buildPreviewUrl';
import { isSafeUrl } from './isSafeUrl';
import { openLink } from './openLink';
import { overlayBus } from './overlayBus';
import { PREVIOUS_PAGE_KEY, readPreviousPage, rememberPreviousPage } from './previousPage';

describe('navigation helpers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets only http(s) addresses and same-site paths through', () => {
    expect(['https://a.example/x', 'http://a.example', '/bills/1'].every(isSafeUrl)).toBe(true);
    expect(
      ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '', 7].some(isSafeUrl),
    ).toBe(false);
  });

  describe('when opening a link', () => {
    it('opens a new tab without opener or referrer', () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      expect(openLink('https://a.example/x')).toBe(true);
      expect(open).toHaveBeenCalledWith('https://a.example/x', '_blank', 'noopener,noreferrer');
    });

    it('asks the iframe viewer on the bus for an in-page frame', () => {
      const seen = jest.fn();
      const off = overlayBus.on('iframeViewer:open', seen);
      expect(openLink('/doc.html', 'frame', '制度')).toBe(true);
      off();
      expect(seen).toHaveBeenCalledWith({ url: '/doc.html', title: '制度' });
      expect(openLink('/doc.html', 'frame')).toBe(false);
    });

    it('refuses an unsafe address', () => {
      const open = jest.spyOn(window, 'open');
      expect(openLink('javascript:alert(1)')).toBe(false);
      expect(open).not.toHaveBeenCalled();
    });
  });

  it('builds the document preview address with an optional watermark', () => {
    expect(
      buildPreviewUrl({ previewHost: 'https://p.example/', url: '/f/1', name: '发票.pdf' }),
    ).toBe('https://p.example/view/url?url=%2Ff%2F1&name=%E5%8F%91%E7%A5%A8.pdf');
    expect(
      buildPreviewUrl({
        previewHost: 'https://p.example',
        url: '/f/1',
        name: 'a',
        watermark: '张三',
      }),
    ).toMatch(/&watermark=%E5%BC%A0%E4%B8%89$/);
  });

  it('remembers the previous page and ignores a tampered off-site value', () => {
    rememberPreviousPage('/bills/B1');
    expect(readPreviousPage()).toBe('/bills/B1');
    sessionStorage.setItem(PREVIOUS_PAGE_KEY, '//evil.example');
    expect(readPreviousPage('/home')).toBe('/home');
  });
});
