import { chooseLaterHints } from './chooseLaterHints';
import { chooseStartHints, fileList, START_HINT_ATTRIBUTES } from './chooseStartHints';
import { afterScriptsRan, preloadScripts } from './preloadScripts';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Runs while the vendor bundle is still on the wire. Asks at once for this host's adapter and this
 * device's frame (the shell would ask only once vendor and shell have both arrived and run, about
 * 1.1 s later at 1.6 Mbps), then, once vendor is in, for the rest of the start's chunks, which the
 * shell needs only after sign-in: asked for together with vendor, they would share the phone's
 * link with it and delay the first script that can run.
 */
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const attribute = (name: string) => script.getAttribute(name);
  preloadScripts(
    chooseStartHints({
      attribute,
      search: window.location.search,
      userAgent: navigator.userAgent,
      tabStorage: tabStorage(),
    }),
  );
  afterScriptsRan(fileList(attribute(START_HINT_ATTRIBUTES.after)), () => {
    const [first, then] = chooseLaterHints(attribute, window.location.pathname);
    void preloadScripts(first).then(() => preloadScripts(then));
  });
}
