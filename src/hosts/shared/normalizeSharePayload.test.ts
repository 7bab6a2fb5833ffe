import { normalizeSharePayload } from './normalizeSharePayload';

const PAGE = 'https://expense.example.com/bills/B1';

describe('normalizeSharePayload', () => {
  it('reads desc or content, link or url, imgUrl or image as one field each', () => {
    expect(
      normalizeSharePayload(
        {
          title: '差旅报销',
          desc: '请审批',
          link: '/bills/B1',
          imgUrl: 'https://cdn.example.com/a.png',
        },
        PAGE,
      ),
    ).toEqual({
      title: '差旅报销',
      content: '请审批',
      url: 'https://expense.example.com/bills/B1',
      image: 'https://cdn.example.com/a.png',
    });
    expect(
      normalizeSharePayload(
        { title: 'T', content: 'c', url: 'https://a.example/x', image: '/i.png', type: 'link' },
        PAGE,
      ),
    ).toEqual({
      title: 'T',
      content: 'c',
      url: 'https://a.example/x',
      image: 'https://expense.example.com/i.png',
      type: 'link',
    });
  });

  it('shares the page with the default image when the caller gives neither', () => {
    const shared = normalizeSharePayload({ title: 'T' }, PAGE);
    expect(shared.url).toBe(PAGE);
    expect(shared.image).toBe('https://expense.example.com/bills/test-file-stub');
  });

  it('never hands the host an address that is not http(s)', () => {
    const shared = normalizeSharePayload(
      { title: 'T', link: 'javascript:alert(1)', imgUrl: 'data:image/png;base64,AA' },
      PAGE,
    );
    expect(shared.url).toBe(PAGE);
    expect(shared.image).toMatch(/^https:\/\/expense\.example\.com\//);
  });

  it('refuses a share without a title', () => {
    expect(() => normalizeSharePayload({ title: ' ' }, PAGE)).toThrow('share needs a title');
  });
});
