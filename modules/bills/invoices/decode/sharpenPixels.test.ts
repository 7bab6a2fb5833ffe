import { sharpenPixels } from './sharpenPixels';
import { provideImageData } from '../testing/provideImageData';

provideImageData();

/** A row of grey pixels, one pixel high. */
function row(values: readonly number[]): ImageData {
  const image = new ImageData(values.length, 1);
  values.forEach((value, index) => {
    image.data.set([value, value, value, 255], index * 4);
  });
  return image;
}

const greys = (image: ImageData) =>
  Array.from({ length: image.width }, (_, index) => image.data[index * 4]);

describe('sharpening a soft photo for the reader', () => {
  it('pushes the dark side of a soft edge darker and the light side lighter', () => {
    const soft = [60, 60, 60, 60, 90, 130, 170, 200, 200, 200, 200];
    const sharp = greys(sharpenPixels(row(soft), 2, 2));
    expect(sharp[3]).toBeLessThan(60);
    expect(sharp[7]).toBeGreaterThan(200);
  });

  it('steepens a wide soft edge more when its mean is taken over repeated passes', () => {
    const soft = [60, 60, 60, 60, 60, 70, 90, 120, 150, 180, 200, 200, 200, 200, 200];
    const once = greys(sharpenPixels(row(soft), 2, 2));
    const twice = greys(sharpenPixels(row(soft), 2, 2, 2));
    expect(twice[5]).toBeLessThan(once[5]);
    expect(twice[9]).toBeGreaterThan(once[9]);
  });

  it('leaves an even area as it was', () => {
    expect(greys(sharpenPixels(row([120, 120, 120, 120, 120]), 2, 3))).toEqual([
      120, 120, 120, 120, 120,
    ]);
  });

  it('answers opaque grey pixels kept within 0 to 255', () => {
    const sharp = sharpenPixels(row([0, 0, 255, 255, 0, 0]), 1, 10);
    for (let index = 0; index < sharp.width; index += 1) {
      const [r, g, b, a] = sharp.data.subarray(index * 4, index * 4 + 4);
      expect([r, g, b, a]).toEqual([r, r, r, 255]);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(255);
    }
  });
});
