/**
 * What a module reads flags with; shared at runtime (src/microfrontend/sharedSurface.json), so a
 * module's useFlag sees the shell's FlagStore context. The store itself and the FeatBit SDK stay
 * out of this entry: the shell imports them from their own files, in a lazy chunk.
 */
export type { FlagStore, FlagStatus } from './FlagStore';
export type { FlagChangeListener, FlagValues } from './FlagValues';
export { FlagModuleContext, FlagStoreContext } from './FlagStoreContext';
export { useFlag } from './useFlag';
export { Flag, type FlagProps } from './Flag';
