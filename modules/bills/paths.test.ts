import { billIdOfDetailPath, billsPaths } from './paths';

describe('billIdOfDetailPath', () => {
  it('reads the bill a detail address opens', () => {
    expect(billIdOfDetailPath(billsPaths.detail('c1:b-7'))).toBe('c1:b-7');
  });

  it.each([
    billsPaths.create(),
    billsPaths.wallet(),
    billsPaths.oldBacklog(),
    billsPaths.edit('b1'),
    billsPaths.approvalFlow('b1'),
    `${billsPaths.detail('b1')}?tab=1`,
    '/bills/%E0%A4%A',
    '/bills/<script>',
    null,
  ])('is null for %j, which opens no bill beside the list', (href) => {
    expect(billIdOfDetailPath(href)).toBeNull();
  });
});
