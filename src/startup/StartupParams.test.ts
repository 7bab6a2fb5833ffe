import { parseStartupParams, readStartupParams } from './StartupParams';

describe('parseStartupParams', () => {
  describe('when the address carries every parameter of the spec', () => {
    const search =
      '?ekbCorpId=ekb_42&appId=app1&code=c0de&state=s1&corpId=wx9&auth_code=ac&sso_auth=sso' +
      '&accessToken=tok&appid=host7&attr=%7B%22a%22%3A1%7D&needPostEvent=1&HIDE_WX_MENU=true' +
      '&tempToken=tmp&ticket=tk&type=oem&oemPlatform=acme&sdkName=kingOA&mode=debug' +
      '&loginBySession=yes&singlePoint=TRUE&userId=u1&deviceType=phone&platform=android';

    it('maps each one to its typed field, renaming the snake-case and lower-case keys', () => {
      expect(parseStartupParams(search)).toEqual({
        ekbCorpId: 'ekb_42',
        appId: 'app1',
        code: 'c0de',
        state: 's1',
        corpId: 'wx9',
        authCode: 'ac',
        ssoAuth: 'sso',
        accessToken: 'tok',
        hostAppId: 'host7',
        attr: '{"a":1}',
        needPostEvent: true,
        hideWxMenu: true,
        tempToken: 'tmp',
        ticket: 'tk',
        type: 'oem',
        oemPlatform: 'acme',
        sdkName: 'kingOA',
        mode: 'debug',
        loginBySession: true,
        singlePoint: true,
        userId: 'u1',
        deviceType: 'phone',
        platform: 'android',
      });
    });

    it('reports no warnings', () => {
      expect(readStartupParams(search).warnings).toEqual([]);
    });

    it('returns a frozen object', () => {
      expect(Object.isFrozen(parseStartupParams(search))).toBe(true);
    });
  });

  describe('when the address is empty', () => {
    it('leaves every value undefined and every switch off', () => {
      const params = parseStartupParams('');
      expect(params.code).toBeUndefined();
      expect(params.sdkName).toBeUndefined();
      expect(params.needPostEvent).toBe(false);
      expect(params.hideWxMenu).toBe(false);
    });
  });

  describe('when the leading question mark is missing', () => {
    it('reads the parameters all the same', () => {
      expect(parseStartupParams('code=abc').code).toBe('abc');
    });
  });

  describe('when a fragment follows the query', () => {
    it('ignores everything from the hash on', () => {
      const params = parseStartupParams('?code=abc#/bills?state=fromHash');
      expect(params.code).toBe('abc');
      expect(params.state).toBeUndefined();
    });
  });

  describe('when keys differ only in case', () => {
    it('keeps appId and appid apart', () => {
      const params = parseStartupParams('?appid=host&appId=app');
      expect(params).toMatchObject({ appId: 'app', hostAppId: 'host' });
    });
  });

  describe.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['Yes', true],
    ['0', false],
    ['false', false],
    ['on', false],
    [' 1', false],
  ])('when a switch has the value %p', (value, expected) => {
    it(`reads it as ${expected}`, () => {
      expect(parseStartupParams(`?needPostEvent=${value}`).needPostEvent).toBe(expected);
    });
  });

  describe('when a switch is present without a value', () => {
    it('reads a bare key as on', () => {
      expect(parseStartupParams('?needPostEvent&x=1').needPostEvent).toBe(true);
    });

    it('reads a key with an empty value as off', () => {
      expect(parseStartupParams('?needPostEvent=').needPostEvent).toBe(false);
    });
  });

  describe('when a text parameter is empty or bare', () => {
    it('reads it as absent', () => {
      expect(parseStartupParams('?code=&state').code).toBeUndefined();
      expect(parseStartupParams('?code=&state').state).toBeUndefined();
    });
  });

  describe('when a plus sign or encoded characters appear', () => {
    it('decodes them as a form-encoded query does', () => {
      const params = parseStartupParams('?attr=a+b%2Bc&userId=%E5%BC%A0%E4%B8%89');
      expect(params.attr).toBe('a b+c');
      expect(params.userId).toBe('张三');
    });
  });

  describe('when an enumerated value is unknown', () => {
    it('drops type and mode and says why', () => {
      const { params, warnings } = readStartupParams('?type=ios&mode=verbose');
      expect(params.type).toBeUndefined();
      expect(params.mode).toBeUndefined();
      expect(warnings).toEqual([
        { key: 'type', reason: 'invalid-value' },
        { key: 'mode', reason: 'invalid-value' },
      ]);
    });

    it('matches case exactly', () => {
      expect(parseStartupParams('?type=OEM').type).toBeUndefined();
    });
  });
});
