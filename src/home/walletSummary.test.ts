import { scriptedHttp } from '../testing';
import { walletGlance } from './walletSummary';

const entry = (id: string, number: string) => ({
  id,
  invoiceNumber: number,
  amount: '12.50',
  issueDate: '2026-11-05',
});

describe('the wallet at a glance', () => {
  it('counts the invoices and lists the newest three, skipping odd entries', async () => {
    const { http } = scriptedHttp(() => ({
      items: [
        entry('w1', '00000001'),
        { ...entry('w2', '<img src=x>'), amount: '1' },
        entry('w3', '00000003'),
        entry('w4', '26110000000000000004'),
        entry('w5', '00000005'),
      ],
    }));
    const glance = await walletGlance(http);
    expect(glance.count).toBe(4);
    expect(glance.items.map((item) => item.number)).toEqual([
      '00000001',
      '00000003',
      '26110000000000000004',
    ]);
  });

  it('reads an answer that is not a list as an empty wallet', async () => {
    const { http } = scriptedHttp(() => 'Service Unavailable');
    await expect(walletGlance(http)).resolves.toEqual({ count: 0, items: [] });
  });
});
