import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

const CONTROLS =
  'a, button, input, select, textarea, iframe, [tabindex], [onclick], [role="button"]';

/** The accessible name as a person hears it: aria-label, label elements, else own text. */
function nameOf(doc: Document, control: Element): string {
  const labelled = control.getAttribute('aria-labelledby');
  const byLabel = labelled ? doc.getElementById(labelled)?.textContent : undefined;
  const forLabel = control.id ? doc.querySelector(`label[for="${control.id}"]`) : null;
  const candidates = [
    control.getAttribute('aria-label'),
    byLabel,
    forLabel?.textContent,
    control.closest('label')?.textContent,
    control.getAttribute('title'),
    control.tagName === 'A' || control.tagName === 'BUTTON' ? control.textContent : null,
  ];
  return (candidates.find((text) => text && text.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
}

describe('the lab console by keyboard', () => {
  let page: LabConsoleDom;
  beforeEach(async () => {
    page = await openLabConsoleDom();
    page.byId<HTMLButtonElement>('open-app').click();
  });
  afterEach(() => page.dom.window.close());

  it('uses only native controls, each focusable and named', () => {
    const controls = [...page.doc.querySelectorAll(CONTROLS)].filter(
      (control) => control.id !== 'main',
    );
    const show = (control: Element) => control.outerHTML.slice(0, 80);
    expect(controls.length).toBeGreaterThan(20);
    expect(
      controls.filter((c) => !/^(A|BUTTON|INPUT|SELECT|IFRAME)$/.test(c.tagName)).map(show),
    ).toEqual([]);
    // Tabs keep one tab stop with a roving tabindex (the ARIA tabs pattern); nothing else sets one.
    const tabStop = (c: Element) => c.hasAttribute('tabindex') && c.getAttribute('role') !== 'tab';
    expect(controls.filter((c) => tabStop(c) || c.hasAttribute('disabled')).map(show)).toEqual([]);
    expect(controls.filter((c) => nameOf(page.doc, c) === '').map(show)).toEqual([]);
  });

  it('lets every control take focus', () => {
    const controls = page.doc.querySelectorAll<HTMLElement>('a[href], button, input, select');
    for (const control of controls) {
      control.focus();
      expect(page.doc.activeElement).toBe(control);
    }
  });

  it('groups radio buttons in fieldsets with legends', () => {
    for (const radio of page.doc.querySelectorAll('input[type="radio"]')) {
      expect(radio.closest('fieldset')?.querySelector('legend')?.textContent).toMatch(
        /^(Host mode|Frame)$/,
      );
    }
  });

  it('skips to the main landmark, which takes focus', () => {
    const skip = page.doc.querySelector<HTMLAnchorElement>('a.skip-link');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(nameOf(page.doc, skip as Element)).toBe('Skip to the console');
    page.byId('main').focus();
    expect(page.doc.activeElement?.id).toBe('main');
  });

  it('opens the app with Enter in a picker, as a form submits', () => {
    page.choose(page.byId('pick-host'), 'hostile');
    const picker = page.byId('pick-host');
    picker.dispatchEvent(
      new page.dom.window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    expect(page.byId<HTMLIFrameElement>('lab-app-frame').title).toBe(
      'App as <img src=x onerror="window.hacked=1">',
    );
  });
});
