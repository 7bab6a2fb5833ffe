import { FlagModuleContext } from '@flags/client';
import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { uploadDescriptor } from '../descriptor';
import type { UploadDeps, UploadStrategy } from '../pipeline/uploadOne';
import type { HostPicker } from '../pipeline/filesFromHost';
import type { UploadEvents } from '../store/UploadBatchOptions';
import type { ValidationOptions } from '../validation/validateFile';
import { uploadMessages } from '../messages';
import { ProgressBar } from './ProgressBar';
import { UploadItemRow } from './UploadItemRow';
import { UploadPickers } from './UploadPickers';
import { useUploadBatch } from './useUploadBatch';
import { useUploadSettings } from './useUploadSettings';
import { Items, Notices, Widget } from './uploaderStyles';

export interface AttachmentUploaderProps extends UploadEvents {
  /** Id of the file input, for the owner's label. */
  id?: string;
  /** Accessible name of the file input. */
  label?: string;
  describedBy?: string;
  disabled?: boolean;
  /** All types by default. */
  accept?: string;
  /** On by default. */
  multiple?: boolean;
  /** A camera input (capture) beside the file input; by default on phones and tablets. */
  camera?: boolean;
  /** Larger touch targets; by default on tablets. */
  variant?: 'default' | 'tablet';
  /** The tenant's storage (the upload token answer) unless told otherwise. */
  strategy?: UploadStrategy;
  /** Over the tenant's rules (flags `upload-max-size-mb`, `upload-file-types`). */
  validation?: ValidationOptions;
  /**
   * Click-through to the host app's pickers beside the browser's; by default the shell's host
   * bridge when the app runs embedded in a host app, none in a plain browser.
   */
  hostPicker?: HostPicker | null;
  /** Whether hostPicker has a file picker; by default what the host bridge implements. */
  hostFilePicker?: boolean;
  /** Tests inject the transport, token and MD5; the shell's own are used otherwise. */
  deps?: UploadDeps;
}

const AUTO: UploadStrategy = { kind: 'auto' };

/**
 * docs/upload.md upload widget: pickers, a progress bar per file and overall, retry and cancel. It runs
 * inside other modules' screens, so it reads flags as the upload module (which declares them).
 */
export function AttachmentUploader(props: AttachmentUploaderProps) {
  return (
    <FlagModuleContext.Provider value={uploadDescriptor}>
      <UploaderWidget {...props} />
    </FlagModuleContext.Provider>
  );
}

const UploaderWidget = observer(function UploaderWidget(props: AttachmentUploaderProps) {
  const messages = useLocalized(uploadMessages);
  const settings = useUploadSettings(props.validation);
  const hostPicker = props.hostPicker !== undefined ? props.hostPicker : settings.hostPicker;
  const store = useUploadBatch(
    { ...props, strategy: props.strategy ?? AUTO, validation: settings.validation },
    messages,
    props.deps,
  );
  if (!store) return null;
  const items = store.orderedItems;
  const touch = settings.device !== 'desktop';
  const tablet = props.variant ? props.variant === 'tablet' : settings.device === 'tablet';
  return (
    <Widget $tablet={tablet}>
      <UploadPickers
        id={props.id}
        label={props.label ?? messages.chooseFiles}
        describedBy={props.describedBy}
        disabled={props.disabled}
        accept={props.accept}
        multiple={props.multiple ?? true}
        // In a host app its own picker offers the camera; a phone's browser gets the input.
        camera={props.camera ?? (touch && !hostPicker)}
        hostPicker={hostPicker}
        hostFilePicker={props.hostFilePicker ?? (hostPicker !== null && settings.hostFilePicker)}
        maxSizeMb={settings.maxSizeMb}
        messages={messages}
        onFiles={(files, notices) => store.addFiles(files, notices)}
        onNotices={(notices) => store.setNotices(notices)}
      />
      {store.notices.length > 0 && (
        <Notices role="alert">
          {store.notices.map((notice, index) => (
            <li key={`${index}-${notice}`}>{notice}</li>
          ))}
        </Notices>
      )}
      {items.length > 0 && (
        <>
          <ProgressBar label={messages.overall} progress={store.overall} />
          <Items aria-label={messages.title}>
            {items.map((item) => (
              <UploadItemRow key={item.id} item={item} store={store} messages={messages} />
            ))}
          </Items>
        </>
      )}
    </Widget>
  );
});
