import { clearMatrix } from './hostMatrixReport';
import { clearRoutesSeen } from './routeJournal';

/** Each run writes the host matrix and the routes seen afresh: nothing lingers from a last run. */
export default function globalSetup(): void {
  clearMatrix();
  clearRoutesSeen();
}
