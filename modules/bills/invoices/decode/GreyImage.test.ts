import { cropGrey, greyOf, pixelsOf } from './GreyImage';
import { provideImageData } from '../testing/provideImageData';

provideImageData();

describe('grey images for the deblurring', () => {
  it('weighs green most and blue least, as the eye does', () => {
    const image = new ImageData(3, 1);
    image.data.set([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]);
    const [red, green, blue] = greyOf(image).grey;
    expect(green).toBeGreaterThan(red);
    expect(red).toBeGreaterThan(blue);
  });

  it('hands the reader opaque grey pixels kept within 0 to 255', () => {
    const pixels = pixelsOf({ width: 3, height: 1, grey: Float32Array.from([-40, 99.6, 300]) });
    expect(Array.from(pixels.data)).toEqual([0, 0, 0, 255, 100, 100, 100, 255, 255, 255, 255, 255]);
  });

  it('cuts out a rectangle, shortened where it reaches past the image', () => {
    const image = { width: 4, height: 3, grey: Float32Array.from({ length: 12 }, (_, i) => i) };
    expect(cropGrey(image, 1, 1, 2, 2)).toEqual({
      width: 2,
      height: 2,
      grey: Float32Array.from([5, 6, 9, 10]),
    });
    expect(cropGrey(image, 2, 1, 5, 5)).toMatchObject({ width: 2, height: 2 });
  });
});
