import { useLocalized } from '@shell/i18n';
import { RootStoreContext } from '@shell/store';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import type { UploadDeps, UploadStrategy } from '../pipeline/uploadOne';
import type { HostPicker } from '../pipeline/filesFromHost';
import type { UploadEvents } from '../store/UploadBatchOptions';
import type { ValidationOptions } from '../validation/validateFile';
import { uploadMessages } from '../messages';
import { ProgressBar } from './ProgressBar';
import { UploadItemRow } from './UploadItemRow';
import { UploadPickers } from './UploadPickers';
import { useUploadBatch } from './useUploadBatch';
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
  /** Adds a camera input (capture) beside the file input. */
  camera?: boolean;
  /** Larger touch targets for tablets. */
  variant?: 'default' | 'tablet';
  /** Multipart POST to uploadFile unless told otherwise. */
  strategy?: UploadStrategy;
  validation?: ValidationOptions;
  /**
   * Click-through to the host app's pickers beside the browser's; by default the shell's host
   * bridge when the app runs embedded in a host app, none in a plain browser.
   */
  hostPicker?: HostPicker | null;
  /** Tests inject the transport, token and MD5; the shell's own are used otherwise. */
  deps?: UploadDeps;
}

const MULTIPART: UploadStrategy = { kind: 'multipart' };

/** Spec §2 upload widget: pickers, a progress bar per file and overall, retry and cancel. */
export const AttachmentUploader = observer(function AttachmentUploader(
  props: AttachmentUploaderProps,
) {
  const messages = useLocalized(uploadMessages);
  const bridge = useContext(RootStoreContext)?.hostBridge.get() ?? null;
  const hostPicker =
    props.hostPicker !== undefined
      ? props.hostPicker
      : bridge?.variant === 'embedded'
        ? bridge
        : null;
  const store = useUploadBatch(
    { ...props, strategy: props.strategy ?? MULTIPART },
    messages,
    props.deps,
  );
  if (!store) return null;
  const items = store.orderedItems;
  return (
    <Widget $tablet={props.variant === 'tablet'}>
      <UploadPickers
        id={props.id}
        label={props.label ?? messages.chooseFiles}
        describedBy={props.describedBy}
        disabled={props.disabled}
        accept={props.accept}
        multiple={props.multiple ?? true}
        camera={props.camera ?? false}
        hostPicker={hostPicker}
        messages={messages}
        onFiles={(files) => store.addFiles(files)}
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
