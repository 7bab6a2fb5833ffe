import { readErrorBody } from './readErrorBody';

describe('readErrorBody', () => {
  describe('when the body has a message', () => {
    it('reads it', () => {
      expect(readErrorBody({ message: 'from message' }).message).toBe('from message');
    });
  });

  describe('when the body has only msg', () => {
    it('reads msg', () => {
      expect(readErrorBody({ msg: 'from msg' }).message).toBe('from msg');
    });
  });

  describe('when the body is the error envelope', () => {
    it('reads the code and message from it', () => {
      const reading = readErrorBody({ error: { code: 'error:x', message: 'from envelope' } });
      expect(reading).toMatchObject({ code: 'error:x', message: 'from envelope' });
    });

    it('writes a numeric code as text', () => {
      expect(readErrorBody({ error: { code: 412 } }).code).toBe('412');
    });
  });

  describe('when error is a bare string', () => {
    it('uses it as the message', () => {
      expect(readErrorBody({ error: 'Not Found' }).message).toBe('Not Found');
    });
  });

  describe('when the body carries a custom error code', () => {
    it('reads errorCode, or the flat code', () => {
      expect(readErrorBody({ errorCode: 'E42' }).errorCode).toBe('E42');
      expect(readErrorBody({ code: 99991672, msg: 'x' }).errorCode).toBe('99991672');
    });
  });

  describe('when the body asks to hide its message', () => {
    it.each([{ hiddenMessage: true }, { hideMessage: true }, { error: { hideMessage: true } }])(
      'reports it hidden for %j',
      (body) => {
        expect(readErrorBody(body).hidden).toBe(true);
      },
    );

    it('ignores flags that are merely truthy', () => {
      expect(readErrorBody({ hiddenMessage: 'yes' }).hidden).toBe(false);
    });
  });

  describe('when the body is not an object', () => {
    it.each([null, undefined, '<html>oops</html>', 42, [{ message: 'in an array' }]])(
      'reads nothing from %p',
      (body) => {
        expect(readErrorBody(body)).toEqual({
          code: undefined,
          message: undefined,
          errorCode: undefined,
          hidden: false,
        });
      },
    );
  });

  describe('when a field throws when read', () => {
    it('treats it as absent', () => {
      const body = {
        get message(): string {
          throw new Error('no');
        },
        msg: 'fallback',
      };
      expect(readErrorBody(body).message).toBe('fallback');
    });
  });
});
