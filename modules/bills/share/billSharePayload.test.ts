import { billDetail } from '../testing/billFixtures';
import { billSharePayload } from './billSharePayload';

const ORIGIN = 'https://expense.example.com';

describe('the share card of a bill', () => {
  it('carries its title, code and amount, and its detail page as the link', () => {
    const bill = billDetail();
    const card = billSharePayload(bill, 'zh-CN', ORIGIN);
    expect(card).toEqual({
      title: bill.title,
      desc: `单号 ${bill.code}，金额 ¥1,234.50`,
      link: `${ORIGIN}/bills/${encodeURIComponent(bill.id)}`,
    });
  });

  it('says it in English, with the code as title when the bill has none', () => {
    const bill = { ...billDetail(), title: '', expenseMoney: null, payMoney: null };
    expect(billSharePayload(bill, 'en-US', ORIGIN)).toMatchObject({
      title: bill.code,
      desc: `Bill ${bill.code}`,
    });
  });

  it('leaves the image out, so each host shows the product’s default one', () => {
    expect(billSharePayload(billDetail(), 'zh-CN', ORIGIN)).not.toHaveProperty('imgUrl');
  });
});
