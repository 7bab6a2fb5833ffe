import { escapeHtml } from '../../mocks-server/hosts/escapeHtml';
import { LAB_ASSETS_PATH } from '../assets/labEntries';
import type { HostMode } from './hostModes';
import { TEAMS_APP_ENTRY } from './hostEntryUrl';

/** Only this origin's files run or style it: the client is /__lab/assets/teamsClient.js. */
export const TEAMS_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * A page that plays the Teams web client around the app (lab/hosts/web/teamsClient.ts answers
 * the teams-js protocol). The frame gets its address from the script once it listens, so the
 * app's first message is never missed. Same origin as the app, so teams-js accepts the messages.
 */
export function teamsHostPage(mode: HostMode): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Microsoft Teams (lab)</title>
<link rel="stylesheet" href="${LAB_ASSETS_PATH}/teamsClient.css">
</head>
<body>
<header role="banner">Microsoft Teams (lab, mode ${escapeHtml(mode)})</header>
<iframe id="app-frame" title="Expense app in Microsoft Teams" data-src="${TEAMS_APP_ENTRY}"></iframe>
<script src="${LAB_ASSETS_PATH}/teamsClient.js"></script>
</body>
</html>
`;
}
