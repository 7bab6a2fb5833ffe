import { parseOrNull } from '../core/parse';
import { remoteSdkRecordSchema } from './remoteSdkRecord';

describe('the remote SDK record', () => {
  it('gives an absolute http(s) download address', () => {
    const body = { value: { downloadUrl: 'https://sdk.example/acme.js' } };
    expect(parseOrNull(remoteSdkRecordSchema, body)).toEqual({
      downloadUrl: 'https://sdk.example/acme.js',
    });
  });

  it.each([
    ['no downloadUrl', { value: {} }],
    ['a script address', { value: { downloadUrl: 'javascript:alert(1)' } }],
    ['a relative address', { value: { downloadUrl: '/sdk.js' } }],
  ])('refuses %s', (_label, body) => {
    expect(parseOrNull(remoteSdkRecordSchema, body)).toBeNull();
  });
});
