import { binaryBytes, listFiles, postUpload } from '../uploads/testing/postUpload';
import { useUploadServer } from '../uploads/testing/useUploadServer';
import { FORBIDDEN_CHARS_MESSAGE, NAME_TOO_LONG_MESSAGE } from '../uploads/uploadErrors';

const UPLOAD_PATH = '/api/v1/attachment/attachments/uploadFile';
const UUID_NAME = /^expense-lab-uploads-[^/]+\/[0-9a-f-]{36}$/;

describe('the upload name rules', () => {
  const lab = useUploadServer();

  const upload = (name: string, fields: Record<string, string> = {}) =>
    postUpload(`${lab.server().baseUrl}${UPLOAD_PATH}`, { bytes: binaryBytes(10), name, fields });

  describe('when the name is a path', () => {
    it.each(['../../etc/passwd', '..\\x', '/abs', 'a\u0000b', '%2e%2e%2f'])(
      'refuses %j and writes nothing anywhere',
      async (name) => {
        await upload('ok.txt');
        const before = listFiles(lab.root());
        const answer = await upload(name);
        expect(answer).toMatchObject({
          status: 400,
          json: { error: { code: 'error:attachment:bad-name' } },
        });
        expect(listFiles(lab.root())).toEqual(before);
        expect(before.length).toBeGreaterThan(0);
        expect(before.every((file) => UUID_NAME.test(file))).toBe(true);
      },
    );

    it.each(['../../x.txt', 'a/b.txt', '..'])('refuses the key %j', async (key) => {
      const answer = await upload('ok.txt', { key });
      expect(answer.json).toMatchObject({ error: { code: 'error:attachment:bad-name' } });
    });

    it('refuses a path in x:originalname', async () => {
      const answer = await upload('ok.txt', { 'x:originalname': '../secret.txt' });
      expect(answer.status).toBe(400);
    });
  });

  describe('when the name breaks the spec rules', () => {
    it.each(['50%.pdf', 'no#2.pdf'])('refuses %j with the spec message', async (name) => {
      expect(await upload(name)).toMatchObject({
        status: 400,
        json: {
          error: {
            code: 'error:attachment:name-forbidden-chars',
            message: FORBIDDEN_CHARS_MESSAGE,
          },
        },
      });
    });

    it('refuses an encoded name of 227 characters with the spec message', async () => {
      expect(await upload(`${'a'.repeat(223)}.pdf`)).toMatchObject({
        status: 400,
        json: { error: { code: 'error:attachment:name-too-long', message: NAME_TOO_LONG_MESSAGE } },
      });
    });

    it('accepts an encoded name of 226 characters', async () => {
      expect((await upload(`${'a'.repeat(222)}.pdf`)).status).toBe(200);
    });
  });
});
