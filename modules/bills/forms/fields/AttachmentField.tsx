import { useLocale } from '@shell/i18n';
import { RootStoreContext } from '@shell/store';
import { observer } from 'mobx-react-lite';
import { useContext, useLayoutEffect, useRef, type ComponentType } from 'react';
import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import type { AttachmentValue } from '../fieldValues';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { SmallButton } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

const NONE: readonly AttachmentValue[] = [];

/** What bills rely on of the upload module's widget (its bundle is separate: no import). */
interface UploaderProps {
  id: string;
  label: string;
  describedBy?: string;
  onUploaded: (attachment: AttachmentValue) => void;
}

/** The upload extension's widget when the shell registered a usable one; untrusted otherwise. */
function useUploader(): ComponentType<UploaderProps> | null {
  const root = useContext(RootStoreContext);
  const candidate = root?.extensions.get('upload')?.exports.AttachmentUploader;
  const isComponent =
    typeof candidate === 'function' ||
    (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate);
  return isComponent ? (candidate as ComponentType<UploaderProps>) : null;
}

/**
 * The field's attachments by name. Stored ones carry their `fileId`. New files go through the
 * upload module's widget, which stores them and hands back `fileId`s; while that extension is
 * absent (not loaded, failed) a plain input keeps them as files marked "not uploaded yet".
 */
export const AttachmentField = observer(function AttachmentField({
  field,
}: {
  field: FieldDescriptor;
}) {
  const locale = useLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<readonly AttachmentValue[]>(field);
  const files = Array.isArray(frame.value) ? frame.value : NONE;
  const listId = `${frame.id}-files`;
  const Uploader = useUploader();
  // Uploads can finish together before a re-render: each adds to the latest list, not a stale one.
  const latest = useRef(files);
  useLayoutEffect(() => {
    latest.current = files;
  }, [files]);
  const add = (added: readonly AttachmentValue[]) => {
    latest.current = [...latest.current, ...added];
    frame.commit(latest.current);
  };
  return (
    <FieldFrame frame={frame} required={field.required}>
      <Files id={listId} aria-label={frame.label}>
        {files.length === 0 && <Muted as="li">{words.noAttachments}</Muted>}
        {files.map((attachment, index) => {
          const name = attachment.fileName || attachment.fileId?.id || '—';
          return (
            <File key={attachment.fileId?.id ?? `new-${index}`}>
              <span>{name}</span>
              {attachment.file && <Muted>({words.notUploaded})</Muted>}
              {!field.readOnly && (
                <SmallButton
                  type="button"
                  aria-label={words.remove(name)}
                  onClick={() => frame.commit(files.filter((_, other) => other !== index))}
                >
                  ×
                </SmallButton>
              )}
            </File>
          );
        })}
      </Files>
      {!field.readOnly && Uploader && (
        <Uploader
          id={frame.id}
          label={words.addFiles(frame.label)}
          describedBy={describedBy(frame, false)}
          onUploaded={(attachment) => add([attachment])}
        />
      )}
      {!field.readOnly && !Uploader && (
        <input
          id={frame.id}
          type="file"
          multiple
          title={words.addFiles(frame.label)}
          aria-invalid={frame.error !== null}
          aria-describedby={describedBy(frame, false)}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length === 0) return;
            add(picked.map((file) => ({ fileName: file.name, file })));
          }}
        />
      )}
    </FieldFrame>
  );
});

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const File = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
