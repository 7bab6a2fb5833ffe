import { screen } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link to its page, named by its fuller label when it has one', () => {
    renderWithShell(
      <ButtonLink to="/admin-rules/r1/edit" aria-label="Edit Travel tips">
        Edit
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Edit Travel tips' })).toHaveAttribute(
      'href',
      '/admin-rules/r1/edit',
    );
  });
});
