import { hasPaperButtons, printButtonsOf } from './printButtonsOf';

describe('printButtonsOf', () => {
  it('shows no button when the server allows nothing', () => {
    const buttons = printButtonsOf([]);
    expect(Object.values(buttons).some(Boolean)).toBe(false);
    expect(hasPaperButtons(buttons)).toBe(false);
  });

  it('shows print and remind only when their actions are allowed', () => {
    expect(printButtonsOf(['print'])).toMatchObject({ print: true, remind: false });
    expect(printButtonsOf(['remind'])).toMatchObject({ print: false, remind: true });
  });

  it('maps the sender’s actions to the tracking-number and skip buttons', () => {
    const buttons = printButtonsOf(['addExpress', 'jumpExpress']);
    expect(buttons).toMatchObject({ express: true, skipExpress: true, receive: false });
    expect(hasPaperButtons(buttons)).toBe(true);
  });

  it('maps the receiver’s actions to receive and receive with exception', () => {
    expect(printButtonsOf(['receive', 'receiveExcep'])).toMatchObject({
      receive: true,
      receiveException: true,
      express: false,
    });
  });

  it('ignores names it does not know, and approval actions', () => {
    expect(Object.values(printButtonsOf(['agree', 'reject', 'freeflow.print'])).some(Boolean)).toBe(
      false,
    );
  });
});
