import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

describe('the lab console live loop', () => {
  let page: LabConsoleDom;
  const journalCalls = () => page.api.callsTo('GET', '/__lab/requests').length;
  afterEach(() => page.dom.window.close());

  describe('when the tab is visible', () => {
    beforeEach(async () => {
      page = await openLabConsoleDom();
    });

    it('refreshes every panel at once, then every second', async () => {
      expect(journalCalls()).toBe(1);
      expect([...page.intervals.values()].map((timer) => timer.ms)).toEqual([1000]);
      page.tick();
      await page.settle();
      expect(journalCalls()).toBe(2);
      expect(page.api.callsTo('GET', '/__lab/faults')).toHaveLength(2);
      expect(page.api.callsTo('GET', '/__lab/scenarios')).toHaveLength(2);
    });

    it('stops while the tab is hidden and catches up when it shows again', async () => {
      page.setHidden(true);
      expect(page.intervals.size).toBe(0);
      page.setHidden(false);
      await page.settle();
      expect(page.intervals.size).toBe(1);
      expect(journalCalls()).toBe(2);
    });

    it('pauses and resumes from a toggle button that says its state', async () => {
      const pause = page.byId<HTMLButtonElement>('live-pause');
      pause.click();
      expect(pause.getAttribute('aria-pressed')).toBe('true');
      expect(pause.textContent).toBe('Resume live updates');
      expect(page.intervals.size).toBe(0);
      page.setHidden(true);
      page.setHidden(false);
      expect(page.intervals.size).toBe(0);
      pause.click();
      await page.settle();
      expect(pause.getAttribute('aria-pressed')).toBe('false');
      expect(page.intervals.size).toBe(1);
    });

    it('refreshes on demand', async () => {
      page.button('Refresh now')?.click();
      await page.settle();
      expect(journalCalls()).toBe(2);
      expect(page.status()).toBe('Live panels refreshed.');
    });
  });

  it('does not poll a page that opens hidden', async () => {
    page = await openLabConsoleDom({ hidden: true });
    expect(page.intervals.size).toBe(0);
    expect(journalCalls()).toBe(0);
  });
});
