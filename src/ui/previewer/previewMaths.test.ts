import { ZOOM } from '../overlays/overlayConstants';
import { clampScale, goTo, rotate, startView, zoomBy, zoomIn, zoomOut } from './previewMaths';

const view = { index: 1, scale: 1, rotation: 0 };

describe('previewer maths', () => {
  describe('when zooming', () => {
    it('steps by 0.2 without floating-point drift', () => {
      expect(zoomIn(view).scale).toBe(1.2);
      expect(zoomIn(zoomIn(zoomIn(view))).scale).toBe(1.6);
      expect(zoomOut(view).scale).toBe(0.8);
    });

    it('never goes below 0.3 however often it zooms out', () => {
      let current = view;
      for (let step = 0; step < 20; step += 1) current = zoomOut(current);
      expect(current.scale).toBe(ZOOM.min);
    });

    it('never goes above the pinch maximum of 6', () => {
      expect(zoomBy(view, 100).scale).toBe(ZOOM.max);
      expect(clampScale(Number.NaN)).toBe(1);
    });
  });

  describe('when rotating', () => {
    it('turns 90 degrees a step and wraps around in both directions', () => {
      expect(rotate(view, 1).rotation).toBe(90);
      expect(rotate(view, -1).rotation).toBe(270);
      expect(rotate(rotate(rotate(rotate(view, 1), 1), 1), 1).rotation).toBe(0);
    });
  });

  describe('when changing index', () => {
    it('resets scale and rotation', () => {
      const turned = rotate(zoomIn(view), 1);
      expect(goTo(turned, 2, 3)).toEqual({ index: 2, scale: 1, rotation: 0 });
    });

    it('stays put past either end', () => {
      const turned = rotate(view, 1);
      expect(goTo(turned, -1, 3)).toBe(turned);
      expect(goTo(turned, 3, 3)).toBe(turned);
    });

    it('starts at the default index 0 when the given one is out of range or not a number', () => {
      expect(startView(2, 3).index).toBe(2);
      expect(startView(5, 3).index).toBe(0);
      expect(startView('1', 3).index).toBe(0);
      expect(startView(undefined, 3).index).toBe(ZOOM.defaultIndex);
    });
  });
});
