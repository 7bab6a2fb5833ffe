import { readAppletRedirect } from '../wecom/readAppletRedirect';

// The page is tiny on purpose: no React, no i18n catalogue; both languages are shown at once.
const NO_CODE = '没有获取到code / No auth code was obtained';

const redirect = readAppletRedirect(window.location.search, window.location.origin);
if ('url' in redirect) {
  window.location.replace(redirect.url);
} else {
  const status = document.getElementById('applet-status');
  if (status) {
    status.setAttribute('role', 'alert');
    status.textContent = NO_CODE;
  }
}
