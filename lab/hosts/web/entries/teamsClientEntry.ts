import { pageHost } from '../pageHost';
import { startTeamsClient } from '../teamsClient';

const frame = document.getElementById('app-frame');
if (frame instanceof HTMLIFrameElement)
  startTeamsClient(window, frame, pageHost(document, '').mode);
