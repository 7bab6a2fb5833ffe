import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name in filename*', () => {
    expect(contentDisposition('发票 (1).pdf')).toBe(
      `attachment; filename="__ (1).pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8%20%281%29.pdf`,
    );
  });

  it('keeps quotes and backslashes out of the quoted fallback', () => {
    expect(contentDisposition('a"b\\c.txt', 'inline')).toBe(
      `inline; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it("escapes the apostrophe, which would end filename*'s charset part", () => {
    expect(contentDisposition("it's.txt")).toContain("filename*=UTF-8''it%27s.txt");
  });
});
