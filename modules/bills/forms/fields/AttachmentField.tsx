import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import type { AttachmentValue } from '../fieldValues';
import { formWords } from '../formWords';
import { useFormLocale } from '../useFormLocale';
import { FieldFrame } from './FieldFrame';
import { SmallButton } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

const NONE: readonly AttachmentValue[] = [];

/**
 * The field's attachments by name. Stored ones carry their `fileId`; files added here are kept
 * as File objects marked "not uploaded yet" — a stopgap: the upload issue replaces this plain
 * file input with the upload widget, which stores them and turns them into `fileId`s.
 */
export function AttachmentField({ field }: { field: FieldDescriptor }) {
  const locale = useFormLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<readonly AttachmentValue[]>(field);
  const files = Array.isArray(frame.value) ? frame.value : NONE;
  const listId = `${frame.id}-files`;
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
      {!field.readOnly && (
        <input
          id={frame.id}
          type="file"
          multiple
          title={words.addFiles}
          aria-invalid={frame.error !== null}
          aria-describedby={describedBy(frame, false)}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length === 0) return;
            frame.commit([...files, ...picked.map((file) => ({ fileName: file.name, file }))]);
          }}
        />
      )}
    </FieldFrame>
  );
}

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
