import { screen } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { renderWithShell } from '@shell/testing';
import { ActionProblem } from './ActionProblem';

const refused = (status: number, serverMessage?: string) =>
  new HttpError({ code: String(status), status, message: 'x', serverMessage });

describe('ActionProblem', () => {
  it('says the server’s own words for a refused save', () => {
    renderWithShell(<ActionProblem error={refused(409, '规则名称已存在')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('规则名称已存在');
  });

  it('says nothing for a 403', () => {
    renderWithShell(<ActionProblem error={refused(403, '无权限')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the generic text in English when the server said nothing', () => {
    renderWithShell(<ActionProblem error={refused(500)} />, { locale: 'en-US' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The action failed, please try again later',
    );
  });
});
