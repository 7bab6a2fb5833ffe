import { registryAnswerSchema } from '@contracts/microfrontend/registryDescriptor';
import { corporationsSchema } from '@contracts/organization/corporations';
import { currentStaffSchema } from '@contracts/organization/currentStaff';
import { staffNamesSchema } from '@contracts/organization/staff';
import { accountSessionSchema, staffSettingSchema } from '@contracts/session/staffSetting';
import { authorizeAnswerSchema, tokenAnswerSchema } from '@contracts/session/identityProvider';
import { resourceListSchema } from '@contracts/thirdParty/resources';
import type { AnswerContracts } from './answerContract';

const NAVIGATED =
  'the page navigates there to switch corporation (switchCorporationUrl); it answers with a redirect';

const SCRIPT = 'a micro-app bundle the shell loads with a script tag (loadScriptTag), not JSON';

/** The routes the shell (`src/`, outside `src/hosts`) and the flag client read. */
export const SHELL_ANSWERS: AnswerContracts = {
  'GET /api/v1/organization/staffs/me': { schemas: [currentStaffSchema] },
  'GET /api/v1/organization/staffs/actives': { schemas: [staffNamesSchema] },
  'GET /api/v1/organization/staffs/staffSetting/:deviceType': { schemas: [staffSettingSchema] },
  'GET /api/account/v2/corporations': { schemas: [corporationsSchema] },
  'GET /api/v1/thirdParty/resources': { schemas: [resourceListSchema] },
  'GET /api/v1/microapps/registry': { schemas: [registryAnswerSchema] },
  'POST /api/idp/public/oauth2/token': { schemas: [tokenAnswerSchema] },
  'POST /api/idp/public/oauth2/authorize': { schemas: [authorizeAnswerSchema] },
  'GET /lab-bundles/:file': { noJson: SCRIPT },
  'GET /lab-bundles/partner-components.js': { noJson: SCRIPT },
  'GET /idp/web/authorize': { noJson: NAVIGATED },
  'GET /idp/applet/authorize': { noJson: NAVIGATED },
  'GET /api/account/v2/session': { schemas: [accountSessionSchema] },
};
