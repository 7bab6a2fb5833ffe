import { uploadKey } from './uploadKey';

describe('uploadKey', () => {
  const now = new Date('2026-03-01T08:00:00.000Z');

  it('joins the name without extension and whitespace, the time, a random 1-1000 and the extension', () => {
    expect(uploadKey('my  travel receipt.pdf', now, () => 0.5)).toBe(
      'mytravelreceipt1772352000000501.pdf',
    );
  });

  it('keeps the random suffix between 1 and 1000', () => {
    expect(uploadKey('a.png', now, () => 0)).toBe('a17723520000001.png');
    expect(uploadKey('a.png', now, () => 0.9999999)).toBe('a17723520000001000.png');
  });

  it('treats a leading dot as part of the name, not an extension', () => {
    expect(uploadKey('.env', now, () => 0)).toBe('.env17723520000001');
  });
});
