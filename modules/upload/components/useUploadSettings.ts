import { useFlag } from '@flags/client';
import { RootStoreContext } from '@shell/store';
import { useContext } from 'react';
import type { HostPicker } from '../pipeline/filesFromHost';
import { UPLOAD_LIMITS } from '../uploadConstants';
import { readFileRules, readMaxSizeMb } from '../validation/readFileRules';
import type { ValidationOptions } from '../validation/validateFile';
import { currentDeviceProfile, type DeviceKind } from './deviceProfile';

export interface UploadSettings {
  validation: ValidationOptions;
  maxSizeMb: number;
  device: DeviceKind;
  hostPicker: HostPicker | null;
  hostFilePicker: boolean;
}

/**
 * What the widget takes from outside its owner: the tenant's limits from the flags (through
 * useFlag, so a flag change re-renders the widget and applies to the next pick; the upload
 * module declares both keys), the Android rule and the device kind, and the host's pickers when
 * the app runs embedded in a host app.
 */
export function useUploadSettings(given: ValidationOptions | undefined): UploadSettings {
  const root = useContext(RootStoreContext);
  const maxSizeFlag = useFlag('upload-max-size-mb');
  const fileTypesFlag = useFlag('upload-file-types');
  const maxSizeMb =
    given?.maxSizeMb ?? readMaxSizeMb(maxSizeFlag) ?? UPLOAD_LIMITS.defaultMaxSizeMb;
  const profile = currentDeviceProfile();
  const bridge = root?.hostBridge.get() ?? null;
  const embedded = bridge?.variant === 'embedded' ? bridge : null;
  return {
    validation: {
      android: profile.android,
      ...readFileRules(fileTypesFlag),
      ...given,
      maxSizeMb,
    },
    maxSizeMb,
    device: profile.kind,
    hostPicker: embedded,
    hostFilePicker: embedded?.hostVerbs.includes('chooseFile') ?? false,
  };
}
