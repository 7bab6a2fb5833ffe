export type { MicroAppDescriptor } from './MicroAppDescriptor';
