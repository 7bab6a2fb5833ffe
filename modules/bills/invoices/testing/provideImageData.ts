/** jsdom has no ImageData: the few fields the decoder's pixel code reads and writes. */
class TestImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

/** Installs it as the global ImageData where the engine lacks one. */
export function provideImageData(): void {
  const scope = globalThis as { ImageData?: unknown };
  scope.ImageData ??= TestImageData;
}
