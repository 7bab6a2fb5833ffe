import { renderWithShell } from '@shell/testing';
import { screen, within } from '@testing-library/react';
import type { ChosenFile } from '@modules/host-bridges';
import { UploadError } from '../pipeline/UploadError';
import type { UploadDeps } from '../pipeline/uploadOne';
import { fakeTransport } from '../testing/fakeTransport';
import { AttachmentUploader, type AttachmentUploaderProps } from './AttachmentUploader';

function renderUploader(props: Partial<AttachmentUploaderProps> = {}, failFirst = '') {
  let failed = false;
  const transport = fakeTransport((request) => {
    const name = (request.body as FormData).get('x:originalname');
    if (name === failFirst && !failed) {
      failed = true;
      return new UploadError('failed', 'boom', 500);
    }
    return { data: { value: { id: `id-${String(name)}`, url: `/f/${String(name)}` } } };
  });
  const deps: UploadDeps = { transport, fetchToken: jest.fn(), md5: jest.fn() };
  const onUploaded = jest.fn();
  const onAllDone = jest.fn();
  const { user } = renderWithShell(
    <AttachmentUploader deps={deps} onUploaded={onUploaded} onAllDone={onAllDone} {...props} />,
    { locale: 'en-US' },
  );
  return { user, onUploaded, onAllDone, transport };
}

const txt = (name: string) => new File(['hello'], name, { type: 'text/plain' });

describe('AttachmentUploader', () => {
  describe('when two files are picked and one fails', () => {
    it('shows a progress bar per file and overall, and a retry makes the failed one done', async () => {
      const { user, onUploaded, onAllDone } = renderUploader({}, 'b.txt');
      await user.upload(screen.getByLabelText('Choose files'), [txt('a.txt'), txt('b.txt')]);
      const list = await screen.findByRole('list', { name: 'Attachments' });
      expect(await within(list).findByRole('alert')).toHaveTextContent('file upload failed');
      expect(screen.getByRole('progressbar', { name: 'a.txt upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toBeInTheDocument();
      expect(onAllDone).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Retry uploading b.txt' }));
      expect(await within(list).findAllByText('Uploaded')).toHaveLength(2);
      expect(onUploaded.mock.calls.map(([attachment]) => attachment.fileName)).toEqual([
        'a.txt',
        'b.txt',
      ]);
    });
  });

  describe('when a file name breaks a rule', () => {
    it('shows the spec message and uploads nothing', async () => {
      const { user, transport } = renderUploader();
      await user.upload(screen.getByLabelText('Choose files'), txt('50%.txt'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'File names must not contain % or #, please rename the file and upload again',
      );
      expect(transport.requests).toHaveLength(0);
    });
  });

  describe('when a camera input is asked for', () => {
    it('offers it for images, beside the multiple file input', () => {
      renderUploader({ camera: true });
      expect(screen.getByLabelText('Take a photo')).toHaveAttribute('accept', 'image/*');
      expect(screen.getByLabelText('Choose files')).toHaveAttribute('multiple');
      expect(screen.getByLabelText('Choose files')).not.toHaveAttribute('accept');
    });
  });

  describe('when the host app has pickers', () => {
    it('asks the host album with the spec defaults and uploads what it gave', async () => {
      const chosen: ChosenFile[] = [
        { name: 'photo.jpg', url: 'data:image/jpeg;base64,AAAA', type: 'image/jpeg' },
      ];
      const hostPicker = {
        chooseImage: jest.fn(async () => chosen),
        chooseFile: jest.fn(async () => []),
      };
      const { user, onUploaded } = renderUploader({ hostPicker });
      await user.click(screen.getByRole('button', { name: 'Choose from album' }));
      expect(hostPicker.chooseImage).toHaveBeenCalledWith({
        count: 9,
        compress: 0.25,
        source: ['album'],
      });
      await screen.findByText('Uploaded');
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'photo.jpg' }));
    });

    it('gives the chat-app message for an image over the limit', async () => {
      const big: ChosenFile[] = [{ name: 'huge.jpg', url: 'blob:x', size: 25e6 }];
      const hostPicker = {
        chooseImage: jest.fn(async () => big),
        chooseFile: jest.fn(async () => []),
      };
      const { user } = renderUploader({ hostPicker });
      await user.click(screen.getByRole('button', { name: 'Take a photo' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The file you chose is too large, please compress it and upload again',
      );
      expect(hostPicker.chooseImage).toHaveBeenCalledWith({ count: 1, source: ['camera'] });
    });
  });
});
