import { startHostsLab, type HostsLab } from '../hosts/testing/startHostsLab';

interface SampleList {
  items: { slug: string; fileName: string; url: string; qrText: string; authority: string }[];
  bad: { fileName: string; url: string }[];
}

describe('the lab’s sample invoice files and scanner', () => {
  let lab: HostsLab;
  let list: SampleList;
  beforeAll(async () => {
    lab = await startHostsLab();
    list = (await (await lab.fetch('/__lab/invoices/samples')).json()) as SampleList;
  });
  afterAll(() => lab.close());

  it('lists the tenant’s samples with their file, QR text and what the authority says', () => {
    expect(list.items.map((item) => item.fileName)).toEqual(
      expect.arrayContaining([
        'meal-photo.png',
        'hotel-pdf.pdf',
        'office-ofd.ofd',
        'red-photo.png',
      ]),
    );
    expect(list.items.find((item) => item.slug === 'red-photo')?.authority).toBe('red-flushed');
    expect(list.bad.map((item) => item.fileName)).toContain('corrupt.pdf');
  });

  it.each([
    ['meal-photo.png', 'image/png', [0x89, 0x50]],
    ['hotel-pdf.pdf', 'application/pdf', [0x25, 0x50]],
    ['office-ofd.ofd', 'application/ofd', [0x50, 0x4b]],
  ])(
    'serves %s as %s',
    async (name, type, head) => {
      const response = await lab.fetch(`/__lab/invoices/samples/${name}`);
      expect(response.headers.get('content-type')).toContain(type);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 2)]).toEqual(head);
    },
    20_000,
  );

  it('answers an unknown sample or bad file with 404, never a file', async () => {
    expect((await lab.fetch('/__lab/invoices/samples/meal-photo.pdf')).status).toBe(404);
    expect((await lab.fetch('/__lab/invoices/bad/..%2Fsecret')).status).toBe(404);
  });

  it('hands the fake hosts’ scanners the sample chosen for the session', async () => {
    const session = 'lab-session=scanner-test';
    const chosen = await lab.fetch('/__lab/invoices/scanner', {
      method: 'PUT',
      cookie: session,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'red-photo' }),
    });
    expect(chosen.status).toBe(200);
    const red = list.items.find((item) => item.slug === 'red-photo')?.qrText;
    expect((await lab.post('/__lab/hosts/dingtalk/scan', {}, session)).body).toEqual({ text: red });
    const other = await lab.post('/__lab/hosts/dingtalk/scan', {}, 'lab-session=other');
    expect(other.body.text).toBe(list.items[0].qrText);
  });
});
