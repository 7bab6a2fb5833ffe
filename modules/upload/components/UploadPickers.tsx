import { Button } from '@shell/ui';
import type { ChangeEvent } from 'react';
import type { UploadMessages } from '../messages';
import {
  filesFromHost,
  pickFromHost,
  type HostPick,
  type HostPicker,
} from '../pipeline/filesFromHost';
import { pickerFailureText } from './pickerFailureText';
import { FilePicker, Pickers } from './uploaderStyles';

export interface UploadPickersProps {
  id?: string;
  label: string;
  describedBy?: string;
  disabled?: boolean;
  accept?: string;
  multiple: boolean;
  camera: boolean;
  hostPicker: HostPicker | null;
  /** Whether the host has a file picker of its own (besides its image picker). */
  hostFilePicker: boolean;
  maxSizeMb: number;
  messages: UploadMessages;
  /** Picked files, with what the picker itself refused. */
  onFiles: (files: File[], notices?: string[]) => void;
  onNotices: (notices: string[]) => void;
}

/** The browser's file and camera inputs, and click-through buttons to the host's pickers. */
export function UploadPickers(props: UploadPickersProps) {
  const { messages, hostPicker, onFiles, onNotices } = props;
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again (a retry by hand) fires change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  const pickNative = async (pick: HostPick) => {
    if (!hostPicker) return;
    try {
      const chosen = await pickFromHost(hostPicker, pick);
      const picked = await filesFromHost(chosen, messages, { maxSizeMb: props.maxSizeMb });
      if (picked.files.length > 0) onFiles(picked.files, picked.notices);
      else onNotices(picked.notices);
    } catch (error) {
      const text = pickerFailureText(error, messages);
      onNotices(text === null ? [] : [text]);
    }
  };
  return (
    <Pickers>
      <FilePicker
        $variant="secondary"
        $size="md"
        $block={false}
        $disabled={props.disabled ?? false}
      >
        <span aria-hidden="true">＋ {props.label}</span>
        <input
          id={props.id}
          type="file"
          aria-label={props.label}
          aria-describedby={props.describedBy}
          multiple={props.multiple}
          accept={props.accept}
          disabled={props.disabled}
          onChange={take}
        />
      </FilePicker>
      {props.camera && (
        <FilePicker
          $variant="secondary"
          $size="md"
          $block={false}
          $disabled={props.disabled ?? false}
        >
          <span aria-hidden="true">{messages.takePhoto}</span>
          <input
            type="file"
            aria-label={messages.takePhoto}
            accept="image/*"
            capture="environment"
            disabled={props.disabled}
            onChange={take}
          />
        </FilePicker>
      )}
      {hostPicker && (
        <Button type="button" disabled={props.disabled} onClick={() => void pickNative('image')}>
          {messages.chooseFromHost}
        </Button>
      )}
      {hostPicker && props.hostFilePicker && (
        <Button type="button" disabled={props.disabled} onClick={() => void pickNative('file')}>
          {messages.chooseFromChats}
        </Button>
      )}
    </Pickers>
  );
}
