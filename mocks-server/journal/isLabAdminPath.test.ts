import { isLabAdminPath } from './isLabAdminPath';

describe('isLabAdminPath', () => {
  it('keeps the lab’s own admin calls out of the journal, faults and recordings', () => {
    for (const path of ['/__lab', '/__lab/reset', '/__lab/requests', '/__lab/hosts/web/open']) {
      expect(isLabAdminPath(path)).toBe(true);
    }
  });

  it('treats the storages the app uploads to, the preview host and attachments as the app’s own calls', () => {
    for (const path of [
      '/__lab/object-store/expense-lab/a.pdf',
      '/__lab/form-store/upload',
      '/__lab/preview/view/url',
      '/__lab/files/att-1',
      '/api/v1/attachment/attachments/token',
      '/__laboratory',
    ]) {
      expect(isLabAdminPath(path)).toBe(false);
    }
  });
});
