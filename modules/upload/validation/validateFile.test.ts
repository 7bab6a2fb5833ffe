import { uploadMessages } from '../messages';
import { validateFile, type FileFacts, type ValidationOptions } from './validateFile';

const zh = uploadMessages['zh-CN'];
const en = uploadMessages['en-US'];
const pdf = (over: Partial<FileFacts> = {}): FileFacts => ({
  name: 'invoice.pdf',
  type: 'application/pdf',
  size: 1000,
  ...over,
});
const check = (file: FileFacts, options: ValidationOptions = {}, messages = zh) =>
  validateFile(file, options, messages);

describe('validateFile', () => {
  it('accepts an ordinary file', () => {
    expect(check(pdf())).toEqual({ ok: true });
  });

  describe('when the file has no type and no size', () => {
    it('says it cannot be recognised, in English too', () => {
      expect(check(pdf({ type: '', size: 0 }), {}, en)).toEqual({
        ok: false,
        reason: 'unrecognised',
        message: 'the uploaded file cannot be recognised, please fix and re-upload',
      });
    });
  });

  describe('when a file has a size but no type', () => {
    it('says the format cannot be recognised unless it is ofd', () => {
      expect(check(pdf({ type: '' }), {}, en)).toMatchObject({
        reason: 'unknown-format',
        message: 'format cannot be recognised',
      });
      expect(check(pdf({ name: 'e-invoice.ofd', type: '' }))).toEqual({ ok: true });
    });
  });

  describe('when the picker is Android', () => {
    it('drops files without a type or size silently, but ofd needs only a size', () => {
      expect(check(pdf({ type: '' }), { android: true })).toEqual({
        ok: false,
        reason: 'dropped',
        message: null,
      });
      expect(check(pdf({ size: 0 }), { android: true }).ok).toBe(false);
      expect(check(pdf({ name: 'a.ofd', type: '' }), { android: true })).toEqual({ ok: true });
      expect(check(pdf({ name: 'a.ofd', size: 0 }), { android: true })).toMatchObject({
        reason: 'dropped',
      });
    });
  });

  describe('when the name breaks the standalone-app rules', () => {
    it.each(['50%.pdf', 'no#2.pdf'])('refuses %s with the spec message', (name) => {
      expect(check(pdf({ name }))).toMatchObject({
        reason: 'forbidden-chars',
        message: '文件名称不得包含%、#字符, 请修改名称后重新上传',
      });
    });

    it('refuses an encoded name of 227 characters and accepts 226', () => {
      expect(check(pdf({ name: `${'a'.repeat(223)}.pdf` }))).toMatchObject({
        reason: 'name-too-long',
        message: '文件名称不得超过34个字符, 上传失败',
      });
      expect(check(pdf({ name: `${'a'.repeat(222)}.pdf` }))).toEqual({ ok: true });
    });

    it('counts Chinese characters by their encoded length', () => {
      expect(check(pdf({ name: `${'发'.repeat(25)}.pdf` }))).toMatchObject({
        reason: 'name-too-long',
      });
    });
  });

  describe('when suffixes are configured', () => {
    const options = { suffixes: ['pdf', '.PNG'], maxSizeMbBySuffix: { png: 5 } };

    it('refuses other types naming the types and the smallest limit, in both locales', () => {
      const doc = pdf({ name: 'a.docx', type: 'application/msword' });
      expect(check(doc, options).ok).toBe(false);
      expect(check(doc, options)).toMatchObject({ message: '只允许上传pdf、png，5M以内的文件' });
      expect(check(doc, options, en)).toMatchObject({
        message: 'only allowed to upload pdf, png, within 5M files',
      });
    });

    it('calls the invalid-type callback instead when one is given', () => {
      const onInvalidType = jest.fn();
      const doc = pdf({ name: 'a.docx' });
      expect(check(doc, { ...options, onInvalidType })).toEqual({
        ok: false,
        reason: 'invalid-type',
        message: null,
      });
      expect(onInvalidType).toHaveBeenCalledWith(doc);
    });

    it('lets an upper-case extension through', () => {
      expect(check(pdf({ name: 'SCAN.PNG', type: 'image/png' }), options)).toEqual({ ok: true });
    });
  });

  describe('when the file is large', () => {
    it('allows exactly 24 MB by default and refuses one byte more as over', () => {
      expect(check(pdf({ size: 24e6 }))).toEqual({ ok: true });
      expect(check(pdf({ size: 24e6 + 1 }), {}, en)).toMatchObject({
        reason: 'over',
        message: 'invoice.pdf is over 24M and was not uploaded',
      });
    });

    it('uses the per-suffix limit over the default', () => {
      const options = { maxSizeMbBySuffix: { pdf: 1 } };
      expect(check(pdf({ size: 1e6 + 1 }), options)).toMatchObject({ reason: 'over' });
      expect(check(pdf({ name: 'a.png', type: 'image/png', size: 2e6 }), options).ok).toBe(true);
    });
  });
});
