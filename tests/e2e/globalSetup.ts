import { clearAnswerChecks } from './answerCheckFiles';
import { clearMatrix } from './hostMatrixReport';
import { clearRoutesSeen } from './routeJournal';

/** Each run writes the host matrix, the routes seen and the answers checked afresh: nothing lingers from a last run. */
export default function globalSetup(): void {
  // Shards of one run share these files; the runner cleared them once before starting them all.
  if (process.env.E2E_KEEP_REPORTS === '1') return;
  clearMatrix();
  clearRoutesSeen();
  clearAnswerChecks();
}
