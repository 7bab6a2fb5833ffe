import { loadScriptOnce } from '../signIn/loadScriptOnce';
import { issueStartCalls } from './issueStartCalls';

function storage(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

// A failure here only means the shell makes those calls itself, as it always could.
issueStartCalls({
  window,
  fetch: (url, init) => window.fetch(url, init),
  loadScript: loadScriptOnce,
  readDd: () => window.dd,
  localStorage: storage(() => window.localStorage),
  sessionStorage: storage(() => window.sessionStorage),
}).catch(() => undefined);
