import { clearMatrix } from './hostMatrixReport';

/** Each run writes the host matrix afresh, so a removed cell never lingers in the report. */
export default function globalSetup(): void {
  clearMatrix();
}
