import { token } from '../testing/uploadFixtures';
import { resolveStrategy } from './resolveStrategy';
import type { UploadTarget } from './uploadTarget';

const answering = (target: UploadTarget) => async () => target;

describe('resolveStrategy', () => {
  it('keeps a strategy the owner chose without asking the server', async () => {
    const fetchTarget = jest.fn();
    await expect(resolveStrategy({ kind: 'put' }, fetchTarget, undefined)).resolves.toEqual({
      kind: 'put',
    });
    expect(fetchTarget).not.toHaveBeenCalled();
  });

  it('follows the tenant storage for every path', async () => {
    const oss: UploadTarget = { kind: 'oss', uploadType: 'ALIOSS', tokenData: token };
    await expect(resolveStrategy({ kind: 'auto' }, answering(oss), undefined)).resolves.toEqual({
      kind: 'oss',
      uploadType: 'ALIOSS',
      tokenData: token,
    });
    const form: UploadTarget = { kind: 'form', uploadType: 'HUAYU', action: '/up', token: 't' };
    await expect(resolveStrategy({ kind: 'auto' }, answering(form), undefined)).resolves.toEqual(
      form,
    );
    await expect(
      resolveStrategy({ kind: 'auto' }, answering({ kind: 'server' }), undefined),
    ).resolves.toEqual({ kind: 'multipart' });
    await expect(resolveStrategy({ kind: 'auto' }, undefined, undefined)).resolves.toEqual({
      kind: 'multipart',
    });
  });

  it('lets the host send a file it picked, with the storage type and token data', async () => {
    const minio: UploadTarget = { kind: 'put', uploadType: 'minio', tokenData: token };
    await expect(
      resolveStrategy({ kind: 'auto' }, answering(minio), 'expense-local://1.jpg'),
    ).resolves.toEqual({ kind: 'native', uploadType: 'minio', tokenData: token });
    const form: UploadTarget = { kind: 'form', uploadType: 'HUAYU', action: '/up' };
    await expect(
      resolveStrategy({ kind: 'auto' }, answering(form), 'expense-local://1.jpg'),
    ).resolves.toEqual({ kind: 'native', uploadType: 'HUAYU', tokenData: undefined });
  });
});
