import { installHostSdk } from '../installHostSdk';
import { pageHost } from '../pageHost';

// A classic script: currentScript is this file's element, whose address names the host.
const src = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const { host, mode } = pageHost(document, src);
if (host) installHostSdk(window, host, mode);
