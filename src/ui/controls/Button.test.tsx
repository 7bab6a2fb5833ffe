import { screen } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { Button } from './Button';

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    renderWithShell(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('while loading is busy, keeps focus and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithShell(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled cannot be pressed', async () => {
    const onClick = jest.fn();
    const { user } = renderWithShell(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
