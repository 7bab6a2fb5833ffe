import { IMAGE_EXTENSIONS, isImageName, titleFromUrl, toPreviewItems } from './previewItems';

describe('preview items', () => {
  it('knows exactly the spec image extensions, in any case', () => {
    expect(IMAGE_EXTENSIONS).toEqual([
      'jpg',
      'bmp',
      'gif',
      'ico',
      'pcx',
      'jpeg',
      'tif',
      'tiff',
      'png',
      'raw',
      'tga',
    ]);
    expect(isImageName('行程单.JPG')).toBe(true);
    expect(isImageName('发票.pdf')).toBe(false);
    expect(isImageName('noextension')).toBe(false);
  });

  it('derives titles from the address file name when none is given', () => {
    expect(titleFromUrl('https://cdn.example.com/a/%E5%8F%91%E7%A5%A8.png?x=1')).toBe('发票.png');
    expect(toPreviewItems(['/files/receipt.png'])).toEqual([
      { url: '/files/receipt.png', title: 'receipt.png', isImage: true },
    ]);
  });

  it('prefers a given title, then a name, and detects images by the name', () => {
    const [named, titled] = toPreviewItems([
      { url: '/__lab/files/abc', name: '酒店水单.png' },
      { url: '/__lab/files/def', name: 'a.pdf', title: '合同' },
    ]);
    expect(named).toEqual({ url: '/__lab/files/abc', title: '酒店水单.png', isImage: true });
    expect(titled).toEqual({ url: '/__lab/files/def', title: '合同', isImage: false });
  });

  it('drops entries without a usable address instead of failing', () => {
    expect(toPreviewItems([null, 3, { url: '' }, { name: 'x.png' }, 'ok.png'])).toHaveLength(1);
    expect(toPreviewItems('not a list')).toEqual([]);
  });
});
