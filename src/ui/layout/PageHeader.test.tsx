import { screen } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { Button } from '../controls/Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('on desktop shows the heading, a back button and the actions', () => {
    renderWithShell(<PageHeader title="Bill" back="/bills" actions={<Button>Edit</Button>} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bill' })).toBeVisible();
    expect(screen.getByRole('button', { name: '‹ Back' })).toBeInTheDocument();
  });

  it('in the phone frame hands title and back to the top bar, keeping the heading for screen readers', () => {
    const { root } = renderWithShell(<PageHeader title="Bill" back="/bills" />, { compact: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Bill' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(root.ui.page).toEqual({ title: 'Bill', back: '/bills' });
  });

  it('takes its title back from the frame when the page goes', () => {
    const { root, unmount } = renderWithShell(<PageHeader title="Bill" />, { compact: true });
    unmount();
    expect(root.ui.page).toBeNull();
  });
});
