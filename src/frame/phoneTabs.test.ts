import { phoneTabs } from './phoneTabs';

const bills = { name: 'bills', title: '单据', rootPath: '/bills' };
const approval = { name: 'approval', title: '审批', rootPath: '/approval' };
const print = { name: 'print', title: '打印', rootPath: '/print' };

describe('the phone tab bar', () => {
  it('offers home, bills, approval with its backlog count, and me', () => {
    const tabs = phoneTabs([bills, approval, print], 3);
    expect(tabs.map((tab) => tab.key)).toEqual(['home', 'bills', 'approval', 'me']);
    expect(tabs.find((tab) => tab.key === 'approval')?.badge).toBe(3);
  });

  it('leaves approval out without a backlog, and admin areas always', () => {
    expect(phoneTabs([bills, approval, print], 0).map((tab) => tab.key)).toEqual([
      'home',
      'bills',
      'me',
    ]);
  });

  it('leaves bills out when its module is off', () => {
    expect(phoneTabs([approval], 2).map((tab) => tab.key)).toEqual(['home', 'approval', 'me']);
  });

  it('marks a tab current on its pages by whole path segment', () => {
    const [, billsTab] = phoneTabs([bills], 0);
    expect(billsTab?.matches('/bills/backlog')).toBe(true);
    expect(billsTab?.matches('/billsx')).toBe(false);
  });
});
