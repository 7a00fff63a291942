// Test-only routes (modes dev and test; never prod): read secrets a real user would receive
// out of band, move the clock, set the system status, reset a tenant.
import { defineOps, s } from './operation.ts';
import { loggedInResponse } from './session.ts';

export const testingOps = defineOps({
  testAdvanceClock: {
    operationId: 'testAdvanceClock',
    method: 'post',
    path: '/__test/clock/advance',
    summary:
      "Move the tenant's clock forward (each tenant has its own), then run what became due for it (settlements, draws)",
    auth: 'none',
    testOnly: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ms'],
      properties: {
        ms: s.int('Milliseconds to advance.', { minimum: 0, maximum: 400 * 24 * 3600 * 1000 }),
      },
    },
    response: {
      type: 'object',
      required: ['now', 'failedJobs'],
      properties: {
        now: s.int("The tenant's time after the move (ms)."),
        failedJobs: {
          type: 'array',
          description: 'Jobs that threw while running, as "job: error" (empty when all ran).',
          items: { type: 'string' },
        },
      },
    },
  },
  testClock: {
    operationId: 'testClock',
    method: 'get',
    path: '/__test/clock',
    summary: "The tenant's current time (each tenant has its own clock)",
    auth: 'none',
    testOnly: true,
    response: {
      type: 'object',
      required: ['now'],
      properties: { now: s.int("The tenant's time (ms).") },
    },
  },
  testSetStatus: {
    operationId: 'testSetStatus',
    method: 'post',
    path: '/__test/status',
    summary: 'Set the system status of the tenant (0 normal, 1 maintenance, 2 region restricted)',
    auth: 'none',
    testOnly: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['status'],
      properties: { status: { type: 'integer', enum: [0, 1, 2], description: 'New status.' } },
    },
    response: {
      type: 'object',
      required: ['status'],
      properties: { status: s.int('Status now.') },
    },
  },
  testReset: {
    operationId: 'testReset',
    method: 'post',
    path: '/__test/reset',
    summary: "Reset the tenant's data and seed it again",
    auth: 'none',
    testOnly: true,
    response: {
      type: 'object',
      required: ['members'],
      properties: { members: s.int('Members after seeding.') },
    },
  },
  // Secrets a real user receives out of band (session/member families).
  testSmsTexts: {
    operationId: 'testSmsTexts',
    method: 'get',
    path: '/__test/sms/texts',
    summary:
      "The texts a member's number received, as its phone shows them (with a login or reset code's sign-in link)",
    auth: 'none',
    testOnly: true,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['mobileNum'],
      properties: { mobileNum: s.str('Mobile number the texts were sent to.') },
    },
    response: {
      type: 'array',
      description: 'The last 20 texts, newest first.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['purpose', 'text', 'sentAt'],
        properties: {
          purpose: s.str('login, register, reset or second-factor.'),
          text: s.str('The SMS as the phone shows it.'),
          link: s.str('The one-time sign-in link it carries, when it has one.'),
          sentAt: s.str('When it was sent (ISO 8601).'),
        },
      },
    },
  },
  testSmsCodes: {
    operationId: 'testSmsCodes',
    method: 'get',
    path: '/__test/sms',
    summary: 'SMS codes sent to a mobile number (or the account of a member without one)',
    auth: 'none',
    testOnly: true,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['mobileNum'],
      properties: { mobileNum: s.str('Mobile number the codes were sent to.') },
    },
    response: {
      type: 'array',
      description: 'Codes still stored, newest first.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'purpose', 'sentAt', 'expiresAt'],
        properties: {
          code: s.str('The code.'),
          purpose: s.str('login, register, reset or second-factor.'),
          sentAt: s.int('When it was sent (ms).'),
          expiresAt: s.int('When it stops being valid (ms).'),
        },
      },
    },
  },
  // A sign-in for probes and tests that cannot speak the tenant's login (the platform wire's
  // cipher is the platform's own): any account of the tenant, no password.
  testSession: {
    operationId: 'testSession',
    method: 'post',
    path: '/__test/session',
    summary: 'A session for any account of the tenant, without its password',
    auth: 'none',
    testOnly: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account'],
      properties: {
        account: s.str('Account name (matched regardless of case, as at login).', {
          minLength: 1,
          maxLength: 64,
        }),
        area: {
          type: 'string',
          enum: ['player', 'agent'],
          description: 'Where the session is for (default player; agent needs an agent).',
        },
      },
    },
    response: loggedInResponse,
    errors: ['not_found', 'error_not_agent'],
  },
  testCaptcha: {
    operationId: 'testCaptcha',
    method: 'get',
    path: '/__test/captcha',
    summary: 'Answer of a captcha (the latest one when no id is given)',
    auth: 'none',
    testOnly: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { captchaId: s.str('Captcha id; omitted means the latest.') },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['captchaId', 'answer'],
      properties: { captchaId: s.str('Captcha id.'), answer: s.str('The 4 digits.') },
    },
    errors: ['not_found'],
  },
  // A test that needs a known spin sets it here: played outcomes are not predictable.
  testDemoSpins: {
    operationId: 'testDemoSpins',
    method: 'post',
    path: '/__test/demo-spins',
    summary:
      "Fix the outcomes of an account's next demo spins (multipliers of the pay table, 0 a loss); they are drawn in order, then play is fair again",
    auth: 'none',
    testOnly: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'multipliers'],
      properties: {
        account: s.str('Account name.', { minLength: 1, maxLength: 64 }),
        multipliers: {
          type: 'array',
          maxItems: 1000,
          items: { type: 'number', enum: [0, 0.5, 1, 2, 5, 10, 20, 50] },
          description: 'Multipliers of the next spins, in order (replaces any still queued).',
        },
      },
    },
    response: {
      type: 'object',
      required: ['queued'],
      properties: { queued: s.int('Outcomes waiting.') },
    },
    errors: ['not_found'],
  },
  // The back office approving a deposit, without moving the tenant's clock (which every other
  // test of the tenant shares).
  testSettleDeposits: {
    operationId: 'testSettleDeposits',
    method: 'post',
    path: '/__test/deposits/settle',
    summary:
      "Settle an account's pending deposits now, as if the back office approved them (credited or failed by the usual rule, each with its message)",
    auth: 'none',
    testOnly: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account'],
      properties: { account: s.str('Account name.', { minLength: 1, maxLength: 64 }) },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['settled'],
      properties: { settled: s.int('Deposits settled.') },
    },
    errors: ['not_found'],
  },
});
