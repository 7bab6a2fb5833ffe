import { createFakeWx } from '../shared/testing/fakeWx';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { wecomVerbs } from './wecomVerbs';

afterEach(resetHostGlobals);

describe('chat-app verbs', () => {
  it('picks 1 image, original or compressed, from album or camera by default', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.();
    expect(wx.lastChooseImage).toMatchObject({
      count: 1,
      sizeType: ['original', 'compressed'],
      sourceType: ['album', 'camera'],
    });
    wx.localData['wxLocalResource://1'] = 'AAEC';
    wx.lastChooseImage?.success({ localIds: ['wxLocalResource://1'] });
    await expect(chosen).resolves.toEqual([
      { name: 'image-1.jpg', url: 'data:image/jpeg;base64,AAEC', type: 'image/jpeg' },
    ]);
  });

  it('reads each picked image as data the page can decode, never as an address to fetch', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.({ count: 2 });
    wx.localData.a = 'data:image/png;base64,AAEC';
    wx.localData.b = 'AQID';
    wx.lastChooseImage?.success({ localIds: ['a', 'b'] });
    const urls = (await chosen)?.map((file) => file.url);
    expect(urls).toEqual(['data:image/png;base64,AAEC', 'data:image/jpeg;base64,AQID']);
  });

  it('rejects when an image cannot be read back', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.();
    wx.lastChooseImage?.success({ localIds: ['gone'] });
    await expect(chosen).rejects.toThrow('SDK returned error: getLocalImgData:fail');
  });

  it('picks up to 9 files from chats with their names and sizes', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    wx.invokeAnswer = {
      err_msg: 'chooseMessageFile:ok',
      tempFiles: [
        {
          name: '发票.pdf',
          size: 2048,
          path: 'data:application/pdf;base64,JVBE',
          type: 'application/pdf',
        },
        { name: 'no path' },
      ],
    };
    await expect(wecomVerbs.chooseFile?.()).resolves.toEqual([
      {
        name: '发票.pdf',
        url: 'data:application/pdf;base64,JVBE',
        size: 2048,
        type: 'application/pdf',
      },
    ]);
    expect(wx.lastInvoke).toEqual({ name: 'chooseMessageFile', args: { count: 9, type: 'file' } });
  });

  it('answers no files when the person cancels the file picker, and an SDK error on failure', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    wx.invokeAnswer = { err_msg: 'chooseMessageFile:cancel' };
    await expect(wecomVerbs.chooseFile?.()).resolves.toEqual([]);
    wx.invokeAnswer = { err_msg: 'chooseMessageFile:fail no permission' };
    await expect(wecomVerbs.chooseFile?.()).rejects.toThrow(
      'SDK returned error: chooseMessageFile:fail no permission',
    );
  });

  it('caps the picker at 9 and drops ids that are not strings', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.({ count: 40, compress: 0.5 });
    expect(wx.lastChooseImage).toMatchObject({ count: 9, sizeType: ['compressed'] });
    wx.localData.a = 'AAEC';
    wx.localData.b = 'AAEC';
    wx.lastChooseImage?.success({ localIds: ['a', 7 as unknown as string, 'b'] });
    await expect(chosen).resolves.toHaveLength(2);
  });

  it('rejects a picker failure as an SDK error', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.();
    wx.lastChooseImage?.fail?.({ errMsg: 'chooseImage:fail' });
    await expect(chosen).rejects.toThrow('SDK returned error: chooseImage:fail');
  });

  it('scans both code types unless told one and answers the result text', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const scanned = wecomVerbs.scan?.();
    expect(wx.lastScan?.scanType).toEqual(['qrCode', 'barCode']);
    wx.lastScan?.success({ resultStr: 'INV-1' });
    await expect(scanned).resolves.toBe('INV-1');
  });

  it('shares a card with its aliases read and the default image', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    wx.invokeAnswer = { err_msg: 'shareAppMessage:ok' };
    await wecomVerbs.share?.({ title: '报销单', desc: '请审批', link: 'https://a.example/b1' });
    expect(wx.lastInvoke).toEqual({
      name: 'shareAppMessage',
      args: {
        title: '报销单',
        desc: '请审批',
        link: 'https://a.example/b1',
        imgUrl: expect.stringMatching(/test-file-stub$/),
      },
    });
    wx.invokeAnswer = { err_msg: 'shareAppMessage:fail no permission' };
    await expect(wecomVerbs.share?.({ title: 't' })).rejects.toThrow('SDK returned error');
  });

  it('previews images and closes the window', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    await wecomVerbs.previewImages?.(['a.png', 'b.png'], 'b.png');
    await wecomVerbs.close?.();
    expect(wx.previews).toEqual([{ current: 'b.png', urls: ['a.png', 'b.png'] }]);
    expect(wx.closed).toBe(1);
  });

  it('rejects when the SDK was never loaded', async () => {
    await expect(wecomVerbs.close?.()).rejects.toThrow('SDK returned error');
  });

  it('leaves toast and links to the base bridge', () => {
    expect(wecomVerbs.toast).toBeUndefined();
    expect(wecomVerbs.openLink).toBeUndefined();
  });
});
