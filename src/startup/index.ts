export { parseStartupParams, readStartupParams, type StartupParams } from './StartupParams';
export { stripCodeFromAddress } from './stripCodeFromAddress';
