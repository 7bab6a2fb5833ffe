import { playEmbeddedBrowser } from '../embeddedBrowser';
import { pageHost } from '../pageHost';

// First in <head>, before any app script: the page must already look like the host's webview.
const src = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const { host, mode } = pageHost(document, src);
if (host) playEmbeddedBrowser(window, host, mode);
