import {
  errorAnswerSchema,
  errorEnvelopeSchema,
  flatErrorAnswerSchema,
  oauthErrorAnswerSchema,
  policyCheckAnswerSchema,
} from '@contracts/http/errorAnswer';
import fc from 'fast-check';
import * as v from 'valibot';
import { isPolicyCheckViolation } from './isPolicyCheckViolation';
import { readErrorBody } from './readErrorBody';

const code = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer());
const hides = { hiddenMessage: fc.boolean(), hideMessage: fc.boolean() };
const text = fc.string({ maxLength: 20 });
const optional = { requiredKeys: [] as [] };

const envelope = fc.record(
  {
    error: fc.record(
      { code, message: text, errorCode: fc.option(code, { nil: undefined }), ...hides },
      {
        requiredKeys: ['code', 'message'],
      },
    ),
    ...hides,
  },
  { requiredKeys: ['error'] },
);

const entry = fc.record(
  {
    type: fc.constantFrom('policyCheck', 'invoiceCheck'),
    allowSubmit: fc.boolean(),
    message: text,
  },
  { requiredKeys: ['type', 'allowSubmit'] },
);
const policyAnswer = fc.record({ errorCode: code, message: fc.array(entry, { maxLength: 4 }) });

const flat = fc.record({ code, errorCode: code, message: text, msg: text, ...hides }, optional);

const asText = (value: string | number | undefined) =>
  value === undefined || value === '' ? undefined : String(value);
const hidden = (body: { hiddenMessage?: boolean; hideMessage?: boolean }) =>
  body.hiddenMessage === true || body.hideMessage === true;
const firstPresent = (...values: (string | undefined)[]) => values.find((value) => !!value);

describe('the HTTP error reader and the failed answers’ contract (contracts/http/errorAnswer.ts)', () => {
  it('reads an error envelope’s code, message and flags as the contract gives them', () => {
    fc.assert(
      fc.property(envelope, (body) => {
        expect(v.is(errorEnvelopeSchema, body) && v.is(errorAnswerSchema, body)).toBe(true);
        expect(readErrorBody(body)).toEqual({
          code: asText(body.error.code),
          message: firstPresent(body.error.message),
          errorCode: asText(body.error.errorCode),
          hidden: hidden(body) || hidden(body.error),
        });
      }),
    );
  });

  it('reads an OAuth failure’s error as its message', () => {
    const oauth = fc.record({ error: fc.string({ minLength: 1 }), error_description: text });
    fc.assert(
      fc.property(oauth, (body) => {
        expect(v.is(oauthErrorAnswerSchema, body) && v.is(errorAnswerSchema, body)).toBe(true);
        expect(readErrorBody(body)).toEqual({
          code: undefined,
          message: body.error,
          errorCode: undefined,
          hidden: false,
        });
      }),
    );
  });

  it('reads a refused policy check as a violation exactly when the contract says it is one', () => {
    fc.assert(
      fc.property(policyAnswer, (body) => {
        expect(v.is(policyCheckAnswerSchema, body) && v.is(errorAnswerSchema, body)).toBe(true);
        const reading = readErrorBody(body);
        expect(reading.errorCode).toBe(asText(body.errorCode));
        const [first] = body.message;
        const refuses = first?.type === 'policyCheck' && body.message.some((e) => !e.allowSubmit);
        expect(isPolicyCheckViolation(reading.message)).toBe(refuses);
        expect(isPolicyCheckViolation(JSON.stringify(body.message))).toBe(refuses);
      }),
    );
  });

  it('reads a flat answer’s message, then msg, and its code as the contract gives them', () => {
    fc.assert(
      fc.property(flat, (body) => {
        expect(v.is(flatErrorAnswerSchema, body) && v.is(errorAnswerSchema, body)).toBe(true);
        expect(readErrorBody(body)).toEqual({
          code: undefined,
          message: firstPresent(body.message, body.msg),
          errorCode: firstPresent(asText(body.errorCode), asText(body.code)),
          hidden: hidden(body),
        });
      }),
    );
  });
});
