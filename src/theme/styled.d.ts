import 'styled-components';
import type { Theme } from './Theme';

// Every styled component and `useTheme()` then sees the typed tokens instead of an empty object.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
