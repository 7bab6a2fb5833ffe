/**
 * Hand-written bundles that misbehave on purpose, one per failure the shell must survive.
 * Plain ES5 so they run as served, with no build step; each registers under its own name.
 */
export const LAB_BUNDLE_KINDS = [
  'throws',
  'no-mount',
  'slow-bootstrap',
  'mount-rejects',
  'unmount-hangs',
  'util',
] as const;
export type LabBundleKind = (typeof LAB_BUNDLE_KINDS)[number];

const helpers = `
  var modules = (window.__expenseModules = window.__expenseModules || {});
  function slot(props) { return props.domElementGetter ? props.domElementGetter() : document.getElementById('root'); }
  function render(props, text) {
    var section = document.createElement('section');
    section.setAttribute('data-lab-bundle', NAME);
    var heading = document.createElement('h1');
    heading.textContent = text;
    section.appendChild(heading);
    slot(props).appendChild(section);
    return Promise.resolve();
  }
  function clear(props) { slot(props).textContent = ''; return Promise.resolve(); }
  function ok() { return Promise.resolve(); }
  function after(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
`;

const bodies: Record<LabBundleKind, string> = {
  throws: `throw new Error('lab bundle "' + NAME + '" throws on evaluation');`,
  'no-mount': `modules[NAME] = { default: { bootstrap: ok, unmount: ok } };`,
  'slow-bootstrap': `modules[NAME] = { default: {
    bootstrap: function () { return after(4500); },
    mount: function (p) { return render(p, 'Slow bootstrap app mounted'); },
    unmount: clear } };`,
  'mount-rejects': `modules[NAME] = { default: {
    bootstrap: ok,
    mount: function () { return Promise.reject(new Error('lab: mount rejects')); },
    unmount: clear } };`,
  'unmount-hangs': `modules[NAME] = { default: {
    bootstrap: ok,
    mount: function (p) { return render(p, 'Unmount-hangs app mounted'); },
    unmount: function () { return new Promise(function () {}); } } };`,
  util: `modules[NAME] = { default: { greeting: 'hello from ' + NAME } };`,
};

export function labBundleSource(kind: LabBundleKind, name: string): string {
  return `(function () {\n  var NAME = ${JSON.stringify(name)};\n${helpers}\n  ${bodies[kind]}\n})();\n`;
}

export function isLabBundleKind(value: string): value is LabBundleKind {
  return (LAB_BUNDLE_KINDS as readonly string[]).includes(value);
}
