import { fireEvent, render, screen } from '@testing-library/react';
import { uiWrapper } from '../testing/uiWrapper';
import { ImagePreviewer } from './ImagePreviewer';
import { spreadOf } from './usePinch';

const finger = (pointerId: number, clientX: number) => ({ pointerId, clientX, clientY: 0 });

/** jsdom has no PointerEvent; without one, pointerId and clientX never reach the handlers. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

describe('pinch zoom', () => {
  beforeAll(() => {
    window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
  });
  it('measures the distance between two fingers', () => {
    expect(
      spreadOf([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ]),
    ).toBe(5);
    expect(spreadOf([{ x: 1, y: 1 }])).toBe(0);
  });

  describe('when two fingers spread apart on the image', () => {
    it('scales with the fingers and stops at 6', () => {
      render(<ImagePreviewer open images={['/a.png']} onClose={jest.fn()} />, {
        wrapper: uiWrapper(),
      });
      const stage = screen.getByTestId('preview-stage');
      fireEvent.pointerDown(stage, finger(1, 100));
      fireEvent.pointerDown(stage, finger(2, 200));
      fireEvent.pointerMove(stage, finger(2, 300));
      expect(screen.getByRole('img').style.transform).toContain('scale(2)');
      fireEvent.pointerMove(stage, finger(2, 5000));
      expect(screen.getByRole('img').style.transform).toContain('scale(6)');
      fireEvent.pointerUp(stage, finger(2, 5000));
      fireEvent.pointerUp(stage, finger(1, 100));
    });

    it('never shrinks below 0.3', () => {
      render(<ImagePreviewer open images={['/a.png']} onClose={jest.fn()} />, {
        wrapper: uiWrapper(),
      });
      const stage = screen.getByTestId('preview-stage');
      fireEvent.pointerDown(stage, finger(1, 0));
      fireEvent.pointerDown(stage, finger(2, 1000));
      fireEvent.pointerMove(stage, finger(2, 10));
      expect(screen.getByRole('img').style.transform).toContain('scale(0.3)');
    });
  });

  describe('when one pointer drags the image', () => {
    it('pans it by the distance moved', () => {
      render(<ImagePreviewer open images={['/a.png']} onClose={jest.fn()} />, {
        wrapper: uiWrapper(),
      });
      const stage = screen.getByTestId('preview-stage');
      fireEvent.pointerDown(stage, { ...finger(1, 10), button: 0 });
      fireEvent.pointerMove(stage, finger(1, 70));
      fireEvent.pointerUp(stage, finger(1, 70));
      fireEvent.pointerMove(stage, finger(1, 500));
      expect(screen.getByRole('img').style.transform).toContain('translate(60px, 0px)');
    });
  });
});
