import type { LabProbe } from '../../src/exposeLabProbe';

declare global {
  interface Window {
    __expenseLab?: LabProbe;
  }
}
