import { cacheControlFor, IMMUTABLE, REVALIDATE } from './staticCacheControl';

describe('cacheControlFor', () => {
  it.each([
    '/dist/app/js/vendor.0007a8b6.js',
    '/dist/app/js/host-dingtalk.982a9c57.js',
    '/dist/app/modules/bills.3ef36413.js',
    '/dist/app/js/shell.00604bc5.js.map',
    '/dist/app/assets/logo.1a2b3c4d.svg',
  ])('keeps the content-hashed %s for a year, immutable', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    '/dist/app/index.html',
    '/dist/app/modules/registry.json',
    '/dist/app/app-config.json',
    '/dist/app/applet/qyweixin.html',
    '/dist/app/js/vendor.0007a8b6.js.LICENSE.txt',
    '/dist/app/js/shell.js',
  ])('has the browser ask again for %s', (file) => {
    expect(cacheControlFor(file)).toBe(REVALIDATE);
  });
});
