import { adoptCspNonce } from './adoptCspNonce';
import { boot } from './boot';
import { renderFatalError } from './renderFatalError';

adoptCspNonce();
const container = document.getElementById('app');
if (container) {
  boot(container).catch((error: unknown) => renderFatalError(container, error));
}
