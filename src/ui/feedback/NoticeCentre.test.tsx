import { act, screen, within } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { NoticeCentre } from './NoticeCentre';
import { NoticeStore } from './noticeStore';

describe('NoticeCentre', () => {
  it('announces successes politely and errors assertively, each dismissable', async () => {
    const store = new NoticeStore(() => undefined);
    const { user } = renderWithShell(<NoticeCentre store={store} />, { locale: 'en-US' });
    act(() => {
      store.success('Bill submitted');
      store.error('The server did not answer');
    });
    expect(within(screen.getByRole('status')).getByText('Bill submitted')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server did not answer');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('The server did not answer')).not.toBeInTheDocument();
  });
});
