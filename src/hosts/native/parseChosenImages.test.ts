import { parseChosenImages } from './parseChosenImages';

describe('parseChosenImages', () => {
  it('zips parallel lists of local ids, base64 images and file names, keeping the wrapper’s path', () => {
    const data = { localIds: ['l1', 'l2'], imageBase64: ['QUJD', ''], fileName: ['a.jpg'] };
    expect(parseChosenImages(data)).toEqual([
      { name: 'a.jpg', url: 'data:image/jpeg;base64,QUJD', type: 'image/jpeg', hostPath: 'l1' },
      { name: 'image-2.jpg', url: 'l2' },
    ]);
  });

  it('reads a list of records', () => {
    const data = [
      { localId: 'l1', fileName: 'x.png' },
      { imageBase64: 'data:image/png;base64,QUJD' },
      'junk',
    ];
    expect(parseChosenImages(data)).toEqual([
      { name: 'x.png', url: 'l1' },
      { name: 'image-2.jpg', url: 'data:image/png;base64,QUJD', type: 'image/png' },
    ]);
  });

  it('reads a single image given as plain values', () => {
    expect(parseChosenImages({ localIds: 'l1', fileName: 'one.jpg' })).toEqual([
      { name: 'one.jpg', url: 'l1' },
    ]);
  });

  it.each([null, undefined, 'l1', 42, { localIds: [1, null] }, { imageBase64: ['<script>'] }])(
    'finds no images in %p',
    (data) => {
      expect(parseChosenImages(data)).toEqual([]);
    },
  );
});
