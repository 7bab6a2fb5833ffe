import fc from 'fast-check';
import { dataFieldEntries, readTokenData } from './uploadDataFields';
import { uploadKey } from './uploadKey';

const NOW = 1772352000000;

describe('uploadKey', () => {
  it('joins the name without whitespace, the timestamp, 1–1000 and the extension', () => {
    expect(uploadKey('my receipt.pdf', NOW, () => 0.5)).toBe(`myreceipt${NOW}501.pdf`);
    expect(uploadKey('a b', NOW, () => 0)).toBe(`ab${NOW}1`);
    expect(uploadKey('x.tar.gz', NOW, () => 0.999999)).toBe(`x.tar${NOW}1000.gz`);
  });

  it('keeps the random part within 1 and 1000 for any random source', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: 0, max: 1 }), (r) => {
        const suffix = Number(uploadKey('f', NOW, () => r).slice(`f${NOW}`.length));
        expect(suffix).toBeGreaterThanOrEqual(1);
        expect(suffix).toBeLessThanOrEqual(1000);
      }),
    );
  });
});

describe('dataFieldEntries', () => {
  it('sends every spec field that is set, objects as JSON', () => {
    const tokenData = {
      accessKeyId: 'id',
      accessKeySecret: 's',
      securityToken: 't',
      region: 'r',
      bucket: 'b',
      endpoint: 'http://x',
      cname: false,
    };
    expect(
      dataFieldEntries({
        key: 'k.pdf',
        'x:originalname': 'k .pdf',
        token: 'tok',
        uploadType: 'ALIOSS',
        tokenData,
        useMultipartUpload: true,
        isCompress: false,
        quality: 0.8,
        useRetry: true,
        useSimpleUploadRetry: false,
        filePath: undefined,
      }),
    ).toEqual([
      ['key', 'k.pdf'],
      ['x:originalname', 'k .pdf'],
      ['token', 'tok'],
      ['uploadType', 'ALIOSS'],
      ['tokenData', JSON.stringify(tokenData)],
      ['useMultipartUpload', 'true'],
      ['isCompress', 'false'],
      ['quality', '0.8'],
      ['useRetry', 'true'],
      ['useSimpleUploadRetry', 'false'],
    ]);
  });
});

describe('readTokenData', () => {
  it('reads the value envelope and refuses anything incomplete or not http', () => {
    const value = {
      accessKeyId: 'a',
      accessKeySecret: 'b',
      securityToken: 'c',
      region: 'd',
      bucket: 'e',
      endpoint: 'http://127.0.0.1/x',
    };
    expect(readTokenData({ value })).toEqual({ ...value, cname: false });
    expect(readTokenData({ value: { ...value, bucket: 1 } })).toBeNull();
    expect(readTokenData({ value: { ...value, endpoint: 'javascript:alert(1)' } })).toBeNull();
    expect(readTokenData('nope')).toBeNull();
  });
});
