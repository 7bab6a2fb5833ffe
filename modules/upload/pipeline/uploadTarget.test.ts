import { token } from '../testing/uploadFixtures';
import { readUploadTarget } from './uploadTarget';

describe('readUploadTarget', () => {
  it('sends files to the server itself when the answer names no storage', () => {
    for (const answer of [{ value: null }, {}, { value: {} }, { value: { uploadType: '' } }, '']) {
      expect(readUploadTarget(answer)).toEqual({ kind: 'server' });
    }
  });

  it('goes straight to cloud storage for ALIOSS with its token data', () => {
    expect(readUploadTarget({ value: { uploadType: 'ALIOSS', ...token } })).toEqual({
      kind: 'oss',
      uploadType: 'ALIOSS',
      tokenData: token,
    });
  });

  it('puts to the object store for minio, token data nested or not', () => {
    expect(readUploadTarget({ value: { uploadType: 'minio', tokenData: token } })).toMatchObject({
      kind: 'put',
      uploadType: 'minio',
      tokenData: token,
    });
  });

  it('posts a form for HUAYU and any other storage with an action address', () => {
    expect(
      readUploadTarget({ value: { uploadType: 'HUAYU', action: '/store/upload', token: 't1' } }),
    ).toEqual({ kind: 'form', uploadType: 'HUAYU', action: '/store/upload', token: 't1' });
    expect(
      readUploadTarget({ uploadType: 'QINIU', action: 'https://up.example.com/' }),
    ).toMatchObject({ kind: 'form', uploadType: 'QINIU', action: 'https://up.example.com/' });
  });

  it('refuses a storage it cannot use rather than sending the file somewhere else', () => {
    const unusable = [
      { value: { uploadType: 'ALIOSS', bucket: 'b' } },
      { value: { uploadType: 'minio' } },
      { value: { uploadType: 'HUAYU' } },
      { value: { uploadType: 'HUAYU', action: 'javascript:alert(1)' } },
      { value: { uploadType: 'HUAYU', action: '//evil.example/upload' } },
      { value: 42 },
    ];
    for (const answer of unusable) expect(() => readUploadTarget(answer)).toThrow();
  });
});
