import { boot } from './boot';
import { renderFatalError } from './renderFatalError';

const container = document.getElementById('app');
if (container) {
  boot(container).catch((error: unknown) => renderFatalError(container, error));
}
