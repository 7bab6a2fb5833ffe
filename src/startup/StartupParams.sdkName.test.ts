import { isKnownSdkName, readStartupParams } from './StartupParams';

describe('sdkName', () => {
  describe.each(['kk', 'kingOA', 'hzBank', 'microsoftTeams'])(
    'when it is the known host %p',
    (name) => {
      it('is kept and recognised as known', () => {
        const { params } = readStartupParams(`?sdkName=${name}`);
        expect(params.sdkName).toBe(name);
        expect(isKnownSdkName(name)).toBe(true);
      });
    },
  );

  describe.each(['dingtalk', 'feishu_v2', 'acme-office.1', 'A'.repeat(64)])(
    'when it is the unknown but safe name %p',
    (name) => {
      it('is kept for the remote lookup but not recognised as known', () => {
        expect(readStartupParams(`?sdkName=${name}`).params.sdkName).toBe(name);
        expect(isKnownSdkName(name)).toBe(false);
      });
    },
  );

  describe.each([
    ['too long', 'A'.repeat(65)],
    ['a path', '..%2F..%2Fadmin'],
    ['a URL', 'https%3A%2F%2Fevil.example'],
    ['spaced', 'my+sdk'],
    ['non-ASCII', '%E9%92%89'],
  ])('when it is %s', (_label, raw) => {
    it('is dropped with a warning', () => {
      const { params, warnings } = readStartupParams(`?sdkName=${raw}`);
      expect(params.sdkName).toBeUndefined();
      expect(warnings).toEqual([{ key: 'sdkName', reason: 'invalid-value' }]);
    });
  });
});
