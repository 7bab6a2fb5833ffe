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
 * What the widget takes from outside its owner: the tenant's limits from the flags (read on
 * every render of an observer, so a flag change applies to the next pick), the Android rule
 * and the device kind, and the host's pickers when the app runs embedded in a host app.
 */
export function useUploadSettings(given: ValidationOptions | undefined): UploadSettings {
  const root = useContext(RootStoreContext);
  const flags = root?.flags.get()?.store;
  const maxSizeMb =
    given?.maxSizeMb ??
    readMaxSizeMb(flags?.variation('upload-max-size-mb')) ??
    UPLOAD_LIMITS.defaultMaxSizeMb;
  const profile = currentDeviceProfile();
  const bridge = root?.hostBridge.get() ?? null;
  const embedded = bridge?.variant === 'embedded' ? bridge : null;
  return {
    validation: {
      android: profile.android,
      ...readFileRules(flags?.variation('upload-file-types')),
      ...given,
      maxSizeMb,
    },
    maxSizeMb,
    device: profile.kind,
    hostPicker: embedded,
    hostFilePicker: embedded?.hostVerbs.includes('chooseFile') ?? false,
  };
}
