import { uploadMessages } from '../messages';
import { uploadErrorText } from './admitFiles';

describe('the text of a failed upload item', () => {
  it.each([
    [
      'md5-mismatch',
      '文件上传失败，原因：文件MD5不一致',
      'file upload failed, reason: file MD5 mismatch',
    ],
    ['cancelled', '已取消', 'Cancelled'],
    ['timeout', '文件上传超时，请重试', 'The upload timed out, please retry'],
    [
      'too-large',
      '您选择上传的文件过大，请压缩后再上传',
      'The file you chose is too large, please compress it and upload again',
    ],
    ['failed', '文件上传失败', 'file upload failed'],
  ] as const)('for %s reads the same in both locales', (error, zh, en) => {
    expect(uploadErrorText(error, uploadMessages['zh-CN'])).toBe(zh);
    expect(uploadErrorText(error, uploadMessages['en-US'])).toBe(en);
  });
});
