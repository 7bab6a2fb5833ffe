export {
  isKnownSdkName,
  parseStartupParams,
  readStartupParams,
  type HostType,
  type KnownSdkName,
  type SdkName,
  type StartupParams,
  type StartupParamsReading,
} from './StartupParams';
export type { StartupWarning, StartupWarningReason } from './StartupWarning';
export { MAX_VALUE_LENGTH } from './readQueryPairs';
export { stripCodeFromAddress } from './stripCodeFromAddress';
