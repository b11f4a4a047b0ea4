// HTTP routes of My account (issue 27): profile, bank accounts, the authenticator, login history,
// the brand's account rules (public) and the operator's change of them. HTTP only: the rules are
// MemberAccountService's. Contacts and the new-address check are the session module's calls.
import type {
  AccountRulesUpdate,
  AddBankAccountRequest,
  LoginHistoryQuery,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpSetupRequest,
  UpdateProfileRequest,
} from '@lotusplay/api-client/contracts';
import * as s from '@lotusplay/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import { nullValue } from '../../lib/schemas';
import type { OperatorGuard } from '../module';
import type { MemberAccountService } from './member-account.service';
import type { MemberRouteGuards } from './member.routes';

/** Options of the My account routes plugin. */
export interface MemberAccountRoutesOptions {
  account: MemberAccountService;
  guards: MemberRouteGuards;
}

const tags = ['member'];
const security = [{ bearer: [] }];

/** Registers /wps/member/{profile,bankAccounts,totp,loginHistory,accountRules} (prefix `/wps`). */
export async function memberAccountRoutes(
  app: FastifyInstance,
  { account, guards }: MemberAccountRoutesOptions,
) {
  const id = (request: Parameters<MemberRouteGuards['memberOf']>[0]) => guards.memberOf(request).id;
  const member = { preHandler: guards.requireMember };

  app.get(
    '/member/accountRules',
    {
      schema: {
        tags,
        summary: "The brand's account rules: minimum age, locked fields, new-address proofs",
        response: responses(s.AccountRulesSchema),
      },
    },
    async () => ok(await account.accountRules()),
  );

  app.get(
    '/member/profile',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'The profile fields of SPEC.md §3, which are locked, and their rules',
        response: sessionResponses(s.MemberProfileResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.profile(id(request))),
  );

  app.put<{ Body: UpdateProfileRequest }>(
    '/member/profile',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          "Changes profile fields (checked with the brand's validators; locked ones refused)",
        body: s.UpdateProfileRequestSchema,
        response: sessionResponses(s.MemberProfileResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.updateProfile(id(request), request.body)),
  );

  app.get(
    '/member/bankAccounts',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          "The banks, the member's withdrawal bank accounts (numbers masked) and the name rule",
        response: sessionResponses(s.BankAccountsResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.bankAccounts(id(request))),
  );

  app.post<{ Body: AddBankAccountRequest }>(
    '/member/bankAccounts',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Adds a withdrawal bank account (holder name = real name where the brand says so)',
        body: s.AddBankAccountRequestSchema,
        response: sessionResponses(s.BankAccountSchema, [404, 409]),
      },
    },
    async (request) => ok(await account.addBankAccount(id(request), request.body)),
  );

  app.delete<{ Params: { id: number } }>(
    '/member/bankAccounts/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: "Removes one of the member's own bank accounts (another's is 404)",
        params: s.BankAccountParamsSchema,
        response: sessionResponses(nullValue, [404]),
      },
    },
    async (request) => {
      await account.deleteBankAccount(id(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/member/totp',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Whether the authenticator (TOTP) is on, and the recovery codes left',
        response: sessionResponses(s.TotpStatusResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.totpStatus(id(request))),
  );

  app.post<{ Body: TotpSetupRequest }>(
    '/member/totp/setup',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'A new authenticator secret and its otpauth URI (login password required)',
        body: s.TotpSetupRequestSchema,
        response: sessionResponses(s.TotpSetupResponseSchema, [404, 429]),
      },
    },
    async (request) => ok(await account.totpSetup(id(request), request.body.loginPassword)),
  );

  app.post<{ Body: TotpEnableRequest }>(
    '/member/totp/enable',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Turns the authenticator on with its first code; answers the recovery codes once',
        body: s.TotpEnableRequestSchema,
        response: sessionResponses(s.TotpEnableResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.totpEnable(id(request), request.body.code)),
  );

  app.post<{ Body: TotpDisableRequest }>(
    '/member/totp/disable',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Turns the authenticator off (login password and a code or recovery code)',
        body: s.TotpDisableRequestSchema,
        response: sessionResponses(nullValue, [404, 429]),
      },
    },
    async (request) => {
      await account.totpDisable(id(request), request.body.loginPassword, request.body.code);
      return ok(null);
    },
  );

  app.get<{ Querystring: LoginHistoryQuery }>(
    '/member/loginHistory',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: "The member's logins, newest first: time, address, country, device, verified",
        querystring: s.LoginHistoryQuerySchema,
        response: sessionResponses(s.LoginHistoryResponseSchema, [404]),
      },
    },
    async (request) => ok(await account.loginHistory(id(request), request.query)),
  );
}

/** Options of the operator's account-rules routes. */
export interface MemberAccountOpsRoutesOptions {
  account: MemberAccountService;
  guard: OperatorGuard;
}

/** PUT /ops/member/accountRules (register with prefix `/ops/member`). */
export async function memberAccountOpsRoutes(
  app: FastifyInstance,
  { account, guard }: MemberAccountOpsRoutesOptions,
) {
  app.addHook('onRequest', guard);
  app.put<{ Body: AccountRulesUpdate }>(
    '/accountRules',
    {
      schema: {
        hide: true,
        tags: ['operator'],
        security: [{ operatorToken: [] }],
        summary: "Changes the brand's account rules",
        body: s.AccountRulesUpdateSchema,
        response: responses(s.AccountRulesSchema, [401]),
      },
    },
    async (request) => ok(await account.updateAccountRules(request.body)),
  );
}
