import { configureDocumentPreview, overlayBus } from '@shell/navigation';
import { canOpenFile, openFile } from './openFile';

const files = [
  { url: '/f/1', name: '发票.pdf' },
  { url: '/f/2', name: '行程单.jpg' },
  { url: '/f/3', name: '水单.png' },
];

describe('openFile', () => {
  afterEach(() => {
    configureDocumentPreview({ host: null, watermark: () => '' });
    jest.restoreAllMocks();
  });

  it('opens an image in the previewer by its system event, among the other images only', () => {
    const seen = jest.fn();
    const off = overlayBus.on('imagePreview:open', seen);
    expect(openFile(files, 2)).toBe(true);
    off();
    expect(seen).toHaveBeenCalledWith({
      images: [
        { url: '/f/2', name: '行程单.jpg' },
        { url: '/f/3', name: '水单.png' },
      ],
      index: 1,
      onDownload: undefined,
    });
  });

  it('says when no previewer is mounted to open an image', () => {
    expect(openFile(files, 1)).toBe(false);
  });

  it('opens another file at the preview address with the watermark, in a new tab', () => {
    configureDocumentPreview({ host: 'https://preview.example/', watermark: () => '李雷 E0001' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openFile(files, 0)).toBe(true);
    const address = new URL(String(open.mock.calls[0]?.[0]));
    expect(address.origin + address.pathname).toBe('https://preview.example/view/url');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      url: `${window.location.origin}/f/1`,
      name: '发票.pdf',
      watermark: '李雷 E0001',
    });
  });

  it('cannot open a document where no preview host is configured', () => {
    const open = jest.spyOn(window, 'open');
    expect(canOpenFile(files[0]!)).toBe(false);
    expect(canOpenFile(files[1]!)).toBe(true);
    expect(openFile(files, 0)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
