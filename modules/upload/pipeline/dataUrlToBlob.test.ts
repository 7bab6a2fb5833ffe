import { dataUrlSize, dataUrlToBlob } from './dataUrlToBlob';

// jsdom's Blob has no arrayBuffer(); its FileReader reads one.
function bytesOf(blob: Blob | null): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob ?? new Blob());
  });
}

describe('dataUrlToBlob', () => {
  it('decodes a base64 image address into its bytes and type, without the network', async () => {
    const fetchSpy = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      const blob = dataUrlToBlob('data:image/png;base64,AAEC/w==');
      expect(blob?.type).toBe('image/png');
      expect(await bytesOf(blob)).toEqual([0, 1, 2, 255]);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = original;
    }
  });

  it('decodes a percent-encoded text address', async () => {
    const blob = dataUrlToBlob('data:text/plain;charset=utf-8,%E5%8F%91%E7%A5%A8');
    expect(new TextDecoder().decode(new Uint8Array(await bytesOf(blob)))).toBe('发票');
  });

  it('gives null for an address that is not a data address or is broken', () => {
    expect(dataUrlToBlob('https://a.example/x.png')).toBeNull();
    expect(dataUrlToBlob('data:image/png;base64,***')).toBeNull();
  });

  it('knows the decoded size from the text alone', () => {
    expect(dataUrlSize('data:image/png;base64,AAEC/w==')).toBe(4);
    expect(dataUrlSize('data:image/jpeg;base64,' + 'A'.repeat(4000))).toBe(3000);
    expect(dataUrlSize('blob:x')).toBeNull();
  });
});
