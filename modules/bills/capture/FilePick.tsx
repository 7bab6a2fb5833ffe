import { visuallyHidden } from '@shell/ui';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { controlSize } from '@shell/theme';

export interface FilePickProps {
  label: string;
  accept: string;
  multiple?: boolean;
  /** The phone's camera straight away (ignored by desktop browsers). */
  camera?: boolean;
  primary?: boolean;
  onFiles(files: File[]): void;
}

/** A file input that looks like a button: the label is the input's name and its hit area. */
export function FilePick(props: FilePickProps) {
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (a retry by hand) is heard.
    event.target.value = '';
    if (files.length > 0) props.onFiles(files);
  };
  return (
    <Pick $primary={props.primary ?? false}>
      <input
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        capture={props.camera ? 'environment' : undefined}
        onChange={take}
      />
      {props.label}
    </Pick>
  );
}

const Pick = styled.label<{ $primary: boolean }>`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid
    ${({ theme, $primary }) => ($primary ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $primary }) => ($primary ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.brandText : theme.colors.text)};
  font-weight: 500;
  cursor: pointer;

  input {
    ${visuallyHidden}
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
