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
    wx.lastChooseImage?.success({ localIds: ['wxlocal://1'] });
    await expect(chosen).resolves.toEqual([{ name: 'image-1.jpg', url: 'wxlocal://1' }]);
  });

  it('caps the picker at 9 and drops ids that are not strings', async () => {
    const wx = createFakeWx();
    window.wx = wx;
    const chosen = wecomVerbs.chooseImage?.({ count: 40, compress: 0.5 });
    expect(wx.lastChooseImage).toMatchObject({ count: 9, sizeType: ['compressed'] });
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
