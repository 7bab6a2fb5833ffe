import { screen, within } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { renderWithShell } from '@shell/testing';
import { UploadError } from '../pipeline/UploadError';
import type { UploadDeps } from '../pipeline/uploadOne';
import { fakeTransport } from '../testing/fakeTransport';
import { AttachmentUploader } from './AttachmentUploader';

const txt = (name: string) => new File(['hello'], name, { type: 'text/plain' });

describe('AttachmentUploader', () => {
  describe('when the upload token call is refused', () => {
    const refusedWith = (status: number, serverMessage: string) => {
      const cause = new HttpError({ code: String(status), status, message: 'x', serverMessage });
      const fetchTarget = jest.fn(() =>
        Promise.reject(new UploadError('token', 'x', status, undefined, cause)),
      );
      const deps: UploadDeps = {
        transport: fakeTransport(() => ({ data: {} })),
        fetchTarget,
        fetchToken: jest.fn(),
        md5: jest.fn(),
      };
      const { user } = renderWithShell(<AttachmentUploader deps={deps} />, { locale: 'en-US' });
      return { user };
    };

    it('says what the server said', async () => {
      const { user } = refusedWith(503, 'Upload service is busy');
      await user.upload(screen.getByLabelText('Choose files'), txt('a.txt'));
      const list = await screen.findByRole('list', { name: 'Attachments' });
      expect(await within(list).findByRole('alert')).toHaveTextContent('Upload service is busy');
    });

    it('says nothing for a 403, and still offers a retry', async () => {
      const { user } = refusedWith(403, 'Forbidden for you');
      await user.upload(screen.getByLabelText('Choose files'), txt('a.txt'));
      expect(await screen.findByRole('button', { name: 'Retry uploading a.txt' })).toBeVisible();
      expect(screen.queryByText('Forbidden for you')).not.toBeInTheDocument();
    });
  });
});
