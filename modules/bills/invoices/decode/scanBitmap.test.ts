import { readQrTexts, type QrTry } from './qrReader';
import { scanBitmap } from './scanBitmap';
import { provideImageData } from '../testing/provideImageData';

jest.mock('./qrReader', () => ({ QR_TRIES: [], readQrTexts: jest.fn() }));

provideImageData();

const INVOICE = '01,10,044031900111,05397915,1723.72,20261105,12345678901234567890,A1,';
const PAYMENT = 'https://pay.example.cn/shop/42';

/** The sizes each look drew the image at, in order. */
const drawn: number[][] = [];
/** What the photo shows: blank paper, unless a test draws on it. */
let paint: (image: ImageData) => void = () => undefined;

/** A code-like jumble of 4 px cells, 160 px square, at (1000, 200) of the drawn image. */
function drawCode(image: ImageData) {
  for (let y = 200; y < 360; y += 1) {
    for (let x = 1000; x < 1160; x += 1) {
      const dark = (((y >> 2) * 400 + (x >> 2)) * 7919) % 13 < 6;
      image.data.fill(dark ? 30 : 230, 4 * (y * image.width + x), 4 * (y * image.width + x) + 3);
    }
  }
}

class FakeCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      imageSmoothingQuality: 'low',
      drawImage: () => drawn.push([this.width, this.height]),
      getImageData: () => {
        const image = new ImageData(this.width, this.height);
        paint(image);
        return image;
      },
    };
  }
}

const look = (maxSide: number, extra: Partial<QrTry> = {}): QrTry => ({
  maxSide,
  options: { formats: ['QRCode'] },
  ...extra,
});
const photo = { width: 2000, height: 1500 } as ImageBitmap;
const read = jest.mocked(readQrTexts);

beforeEach(() => {
  drawn.length = 0;
  read.mockReset();
  paint = () => undefined;
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = FakeCanvas;
});

describe('looking for an invoice code in an image', () => {
  it('stops at the first look that finds an invoice code', async () => {
    read.mockResolvedValueOnce([]).mockResolvedValueOnce([INVOICE]);
    const texts = await scanBitmap(photo, [look(1200), look(1600), look(900)]);
    expect(texts).toEqual([INVOICE]);
    expect(drawn).toEqual([
      [1200, 900],
      [1600, 1200],
    ]);
  });

  it('keeps looking past a code that is no invoice, and answers it when nothing else is found', async () => {
    read.mockResolvedValueOnce([PAYMENT]).mockResolvedValue([]);
    expect(await scanBitmap(photo, [look(1200), look(1600)])).toEqual([PAYMENT]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('enlarges the image only for a look that asks to, and never draws the same look twice', async () => {
    read.mockResolvedValue([]);
    await scanBitmap(photo, [look(2600), look(3000), look(2400, { enlarge: true })]);
    expect(drawn).toEqual([
      [2000, 1500],
      [2400, 1800],
    ]);
  });

  it('reads a sharpened look in grey', async () => {
    read.mockResolvedValue([]);
    await scanBitmap(photo, [look(1600, { sharpen: { radius: 3, amount: 2 } })]);
    const [[image]] = read.mock.calls;
    expect(image).toBeInstanceOf(ImageData);
    expect((image as ImageData).data[3]).toBe(255);
  });

  it('reads a deblurring look only where a code probably is, a quarter of the image across', async () => {
    read.mockResolvedValue([]);
    paint = drawCode;
    await scanBitmap(photo, [look(1600, { deblur: { radius: 3, noise: 0.003 } })]);
    const images = read.mock.calls.map(([image]) => image as ImageData);
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.map((image) => [image.width, image.height])).toContainEqual([400, 400]);
  });

  it('reads nothing for a deblurring look on blank paper', async () => {
    await scanBitmap(photo, [look(1600, { deblur: { radius: 3, noise: 0.003 } })]);
    expect(read).not.toHaveBeenCalled();
  });
});
