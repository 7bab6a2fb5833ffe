import { uploadFileTypesSchema } from '@contracts/flags/uploadFileTypes';
import { walletGlanceSchema } from '@contracts/invoices/walletGlance';
import { corporationsSchema } from '@contracts/organization/corporations';
import { registryAnswerSchema } from '@contracts/microfrontend/registryDescriptor';
import {
  authorizeAnswerSchema,
  idTokenClaimsSchema,
  tokenAnswerSchema,
} from '@contracts/session/identityProvider';
import { currentStaffSchema } from '@contracts/organization/currentStaff';
import { resourceListSchema } from '@contracts/thirdParty/resources';
import { labPartnerDescriptor } from '../../../../mocks-server/microapps/labPartnerComponent';
import { scenarioEntries } from '../../../../mocks-server/microapps/registryScenarios';
import { parse } from '@contracts/core/parse';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../mocks-server';
import labFlags from '../../../../flags/definitions/flags.json';
import { describeContractCases, getJson, type ContractCase } from './describeContractCases';
import { fieldsNeverSent } from './fieldsNeverSent';

const postJson = async (http: HttpClient, url: string, body: object) =>
  (await http.axios.post<unknown>(url, body)).data;

/** A code for the lab's signed-in staff, as the app asks for one when it switches corporation. */
async function authorize(http: HttpClient, mock: MockServer): Promise<unknown> {
  const { staffs, currentStaffId } = mock.state;
  const staff = staffs.find((each) => each.id === currentStaffId);
  if (!staff) throw new Error('The seed has no signed-in staff');
  return postJson(http, '/idp/public/oauth2/authorize', {
    requestedIdentity: { corpId: staff.corporationId, staffId: staff.id, tokenType: 'staff' },
    grantType: 'authorize',
    clientId: 'client-app',
    redirectUri: 'http://127.0.0.1/',
  });
}

/** A token for a fresh code, then a refreshed one: both answers the app reads. */
async function tokenAnswers(http: HttpClient, mock: MockServer): Promise<unknown[]> {
  const body = { clientId: 'client-app', grantType: 'authorization_code' };
  const code = parse(authorizeAnswerSchema, await authorize(http, mock));
  const issued = await postJson(http, '/idp/public/oauth2/token', { ...body, code });
  const { refresh_token: refreshToken } = parse(tokenAnswerSchema, issued).data.pair;
  const refresh = { clientId: 'client-app', grantType: 'refresh_token', refreshToken };
  return [issued, await postJson(http, '/idp/public/oauth2/token', refresh)];
}

const WALLET_INVOICE = {
  invoiceType: 'VAT_ELECTRONIC',
  invoiceCode: '044001900111',
  invoiceNumber: '12345678',
  amount: '88.00',
  issueDate: '2026-11-02',
  checkCode: '',
};

/** The routes the shell (`src/`, outside `src/hosts`) reads, against the lab's answers. */
const CASES: ContractCase[] = [
  {
    route: 'GET /v1/organization/staffs/me',
    schema: currentStaffSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/me')],
  },
  {
    route: 'GET /account/v2/corporations',
    schema: corporationsSchema,
    answers: async (http) => [await getJson(http, '/account/v2/corporations')],
  },
  {
    route: 'GET /v1/thirdParty/resources',
    schema: resourceListSchema,
    answers: async (http) => [await getJson(http, '/v1/thirdParty/resources')],
  },
  {
    route: 'GET /v1/invoice/wallet (the home’s glance)',
    schema: walletGlanceSchema,
    answers: async (http) => {
      // The seed's wallets are empty: the staff keeps one invoice first, as the app's scan does.
      await http.axios.post('/v1/invoice/wallet', { invoice: WALLET_INVOICE });
      return [await getJson(http, '/v1/invoice/wallet')];
    },
  },
  {
    route: 'GET /v1/microapps/registry',
    schema: registryAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/microapps/registry')],
  },
  {
    route: 'POST /idp/public/oauth2/authorize',
    schema: authorizeAnswerSchema,
    answers: async (http, mock) => [await authorize(http, mock)],
  },
  {
    route: 'POST /idp/public/oauth2/token',
    schema: tokenAnswerSchema,
    answers: tokenAnswers,
  },
  {
    route: 'POST /idp/public/oauth2/token (its id_token’s claims)',
    schema: idTokenClaimsSchema,
    answers: async (http, mock) =>
      (await tokenAnswers(http, mock)).map((answer) => {
        const idToken = parse(tokenAnswerSchema, answer).data.pair.id_token ?? '';
        return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
      }),
  },
];

/** The lab's own registry entries: its partner component and a scenario's application. */
const LAB_REGISTRY = () => [labPartnerDescriptor, ...scenarioEntries('bundle-throws')];

jest.setTimeout(30_000);

describeContractCases('the mock backend’s answers to the shell against its wire contracts', CASES, {
  registry: LAB_REGISTRY,
});

describe('the lab flag server’s JSON variations against the payload contracts the app reads', () => {
  const payloads = (key: string): unknown[] =>
    (labFlags as { key: string; variations: { value: string }[] }[])
      .filter((flag) => flag.key === key)
      .flatMap((flag) => flag.variations.map(({ value }) => JSON.parse(value) as unknown));

  it('upload-file-types: every variation reads whole, and together they carry every field', () => {
    const values = payloads('upload-file-types');
    expect(values.length).toBeGreaterThan(1);
    // The lab writes tidy suffixes, so a variation read whole is the variation itself.
    for (const value of values) expect(parse(uploadFileTypesSchema, value)).toEqual(value);
    expect(fieldsNeverSent(uploadFileTypesSchema, values)).toEqual([]);
  });
});
