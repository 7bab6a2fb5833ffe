import { renderWithShell } from '@shell/testing';
import { screen, within } from '@testing-library/react';
import type { ChosenFile } from '@shell/hosts';
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
    const picker = (chosen: ChosenFile[] | Error) => ({
      chooseImage: jest.fn(async () => {
        if (chosen instanceof Error) throw chosen;
        return chosen;
      }),
      chooseFile: jest.fn(async () => []),
    });

    it('asks the host with its own defaults and uploads the decoded image', async () => {
      const hostPicker = picker([
        { name: 'photo.jpg', url: 'data:image/jpeg;base64,AAAA', type: 'image/jpeg' },
      ]);
      const { user, onUploaded } = renderUploader({ hostPicker });
      expect(screen.queryByRole('button', { name: 'Choose files from chats' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Choose images' }));
      expect(hostPicker.chooseImage).toHaveBeenCalledWith();
      await screen.findByText('Uploaded');
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'photo.jpg' }));
    });

    it('offers the host file picker only where the host has one', async () => {
      const hostPicker = picker([]);
      const { user } = renderUploader({ hostPicker, hostFilePicker: true });
      await user.click(screen.getByRole('button', { name: 'Choose files from chats' }));
      expect(hostPicker.chooseFile).toHaveBeenCalledWith();
    });

    it('gives the chat-app message for a file the host says is over the limit', async () => {
      const hostPicker = picker([{ name: 'huge.jpg', url: 'blob:x', size: 25e6 }]);
      const { user } = renderUploader({ hostPicker });
      await user.click(screen.getByRole('button', { name: 'Choose images' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The file you chose is too large, please compress it and upload again',
      );
    });

    it('keeps the too-large message when the same pick also brings a file that uploads', async () => {
      const hostPicker = picker([
        { name: 'small.pdf', url: 'data:application/pdf;base64,JVBE', size: 3 },
        { name: 'huge.pdf', url: 'blob:x', size: 25e6 },
      ]);
      const { user } = renderUploader({ hostPicker });
      await user.click(screen.getByRole('button', { name: 'Choose images' }));
      await screen.findByText('Uploaded');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The file you chose is too large, please compress it and upload again',
      );
    });

    it('shows a picker failure in its own words, or the system-error text without any', async () => {
      const { user } = renderUploader({
        hostPicker: picker(new Error('SDK returned error: busy')),
      });
      await user.click(screen.getByRole('button', { name: 'Choose images' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('SDK returned error: busy');
    });

    it('adds nothing after the host already said the feature is unsupported', async () => {
      const refusal = Object.assign(new Error('chooseImage is not supported'), {
        name: 'UnsupportedFeatureError',
        alerted: true,
      });
      const { user, transport } = renderUploader({ hostPicker: picker(refusal) });
      await user.click(screen.getByRole('button', { name: 'Choose images' }));
      await Promise.resolve();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(transport.requests).toHaveLength(0);
    });
  });
});
