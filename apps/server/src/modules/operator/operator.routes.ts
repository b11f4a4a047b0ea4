// Operator routes under /ops: switch maintenance, region restriction, whitelabel flags and brand
// options, read the development outbox, end a member's sessions, lock and unlock a member.
// Bearer-token protected and hidden from the public OpenAPI document. HTTP only: the operator
// service does the rest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DepositOrderStatus, WithdrawalStatus } from '@lotusplay/api-client/contracts';
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError, ok, responses } from '../../lib/envelope';
import * as s from './operator.schemas';
import type { BrandOptions } from '../system/system.service';
import type { GameChange, OperatorService, OutboxChannel } from './operator.service';

/** Options of the operator routes plugin. */
export interface OperatorRoutesOptions {
  operator: OperatorService;
}

const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

interface MaintenanceBody {
  enabled: boolean;
  startTime?: string | null;
  endTime?: string | null;
  message?: string;
}

interface RegionBody {
  enabled: boolean;
  countries?: string[] | 'ALL';
  allowedIps?: string[];
  message?: string;
}

const toDate = (value: string | null | undefined) =>
  value ? new Date(value) : value === null ? null : undefined;

/**
 * The onRequest hook that lets only the operator through (Authorization: Bearer <operator token>).
 * Every /ops plugin adds it, this module's and the operator routes other modules keep with their
 * own code (`app.addHook('onRequest', operatorGuard(operator))`).
 */
export function operatorGuard(operator: Pick<OperatorService, 'verify'>) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AppError(
        401,
        ErrorCodes.Unauthorized,
        'Operator token required (Authorization: Bearer <token>)',
      );
    if (!(await operator.verify(match[1]!))) {
      throw new AppError(401, ErrorCodes.Unauthorized, 'Invalid operator token');
    }
  };
}

/** Registers the /ops routes (register with prefix `/ops`). */
export async function operatorRoutes(app: FastifyInstance, { operator }: OperatorRoutesOptions) {
  app.addHook('onRequest', operatorGuard(operator));

  app.get(
    '/status',
    { schema: { ...common, summary: 'Current switches', response: s.opsResponses } },
    async () => ok(await operator.status()),
  );

  app.get<{ Querystring: { channel: OutboxChannel; to?: string; last: number } }>(
    '/outbox',
    {
      schema: {
        ...common,
        summary: 'Latest messages of the development SMS / e-mail outbox, newest first',
        querystring: s.outboxQuery,
        response: responses(s.outboxValue, [401]),
      },
    },
    async (request) => {
      const { channel, to, last } = request.query;
      return ok(await operator.outbox(channel, to, last));
    },
  );

  app.put<{ Body: MaintenanceBody }>(
    '/maintenance',
    {
      schema: {
        ...common,
        summary: 'Switch maintenance on or off',
        body: s.maintenanceBody,
        response: s.opsResponses,
      },
    },
    async (request) => {
      const { enabled, startTime, endTime, message: text } = request.body;
      return ok(
        await operator.setMaintenance({
          enabled,
          startTime: toDate(startTime),
          endTime: toDate(endTime),
          message: text,
        }),
      );
    },
  );

  app.put<{ Body: RegionBody }>(
    '/region',
    {
      schema: {
        ...common,
        summary: 'Switch region restriction on or off',
        body: s.regionBody,
        response: s.opsResponses,
      },
    },
    async (request) => ok(await operator.setRegionRestriction(request.body)),
  );

  app.put<{ Params: { moduleId: string }; Body: { enabled: boolean } }>(
    '/whitelabel/:moduleId',
    {
      schema: {
        ...common,
        summary: 'Switch one whitelabel module on or off',
        params: s.whitelabelParams,
        body: s.whitelabelBody,
        response: s.opsResponses,
      },
    },
    async (request) =>
      ok(await operator.setWhitelabelFlag(request.params.moduleId, request.body.enabled)),
  );

  app.put<{ Body: BrandOptions }>(
    '/brand',
    {
      schema: {
        ...common,
        summary: 'Change brand options and security settings',
        body: s.brandBody,
        response: s.opsResponses,
      },
    },
    async (request) => ok(await operator.setBrandOptions(request.body)),
  );

  app.post<{
    Params: { username: string };
    Body: { amount: string; reason: string; idempotencyKey: string };
  }>(
    '/members/:username/adjustments',
    {
      schema: {
        ...common,
        summary:
          "Adjust a member's main wallet (a signed amount, with a reason), through the ledger",
        params: s.memberParams,
        body: s.adjustmentBody,
        response: responses(s.adjustmentValue, [401, 403, 404, 409]),
      },
    },
    async (request) => ok(await operator.adjustBalance(request.params.username, request.body)),
  );

  app.put<{
    Body: {
      singleWallet?: boolean;
      depositDemoDelaySeconds?: number | null;
      withdrawalAutoReceivedMinutes?: number;
    };
  }>(
    '/wallet',
    {
      schema: {
        ...common,
        summary:
          'Switch the brand between a single wallet and one wallet per game vendor; set the demo delay of deposits and the auto-received minutes of withdrawals',
        body: s.walletSettingsBody,
        response: responses(s.walletSettingsValue, [401]),
      },
    },
    async (request) => ok(await operator.setWalletSettings(request.body)),
  );

  app.put<{ Params: { vendor: string }; Body: GameChange }>(
    '/games/:vendor',
    {
      schema: {
        ...common,
        summary:
          'Put a game vendor (no gameCode) or one game under maintenance or back; make a game hot or not',
        params: s.gameParams,
        body: s.gameBody,
        response: responses(s.gameValue, [401, 404]),
      },
    },
    async (request) => ok(await operator.setGame(request.params.vendor, request.body)),
  );

  app.get<{ Querystring: { status: DepositOrderStatus | 'all'; last: number } }>(
    '/deposits',
    {
      schema: {
        ...common,
        summary:
          'The latest deposit orders (pending by default, or of a status, or all), newest first',
        querystring: s.depositsQuery,
        response: responses(s.opsDepositOrdersValue, [401]),
      },
    },
    async (request) => {
      const { status, last } = request.query;
      return ok(await operator.depositOrders(status === 'all' ? null : status, last));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { orderNo: string }; Body: { note?: string } | null }>(
      `/deposits/:orderNo/${decision}`,
      {
        schema: {
          ...common,
          summary:
            decision === 'approve'
              ? 'Approve a pending deposit: the member is credited once, through the ledger'
              : 'Reject a pending deposit (optional note): no money moves',
          params: s.depositParams,
          body: s.depositDecisionBody,
          response: responses(s.opsDepositOrderValue, [401, 404, 409]),
        },
      },
      async (request) => {
        const { orderNo } = request.params;
        const note = request.body?.note;
        return ok(
          decision === 'approve'
            ? await operator.approveDeposit(orderNo, note)
            : await operator.rejectDeposit(orderNo, note),
        );
      },
    );
  }

  app.get<{ Querystring: { status: WithdrawalStatus | 'open' | 'all'; last: number } }>(
    '/withdrawals',
    {
      schema: {
        ...common,
        summary:
          'The latest withdrawals (open by default: not received or rejected yet; or of a status, or all), newest first',
        querystring: s.withdrawalsQuery,
        response: responses(s.opsWithdrawalOrdersValue, [401]),
      },
    },
    async (request) => {
      const { status, last } = request.query;
      return ok(await operator.withdrawalOrders(status === 'all' ? null : status, last));
    },
  );

  app.post<{ Params: { orderNo: string }; Body: { amount?: string; idempotencyKey: string } }>(
    '/withdrawals/:orderNo/disburse',
    {
      schema: {
        ...common,
        summary:
          'Pay out a withdrawal in full (no amount) or in part: withdrawal clearing → house, through the ledger; idempotent by key',
        params: s.withdrawalParams,
        body: s.withdrawalDisburseBody,
        response: responses(s.opsWithdrawalOrderValue, [401, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await operator.disburseWithdrawal(
          request.params.orderNo,
          request.body.amount,
          request.body.idempotencyKey,
        ),
      ),
  );

  for (const decision of ['reject', 'force-received'] as const) {
    app.post<{ Params: { orderNo: string }; Body: { note?: string } | null }>(
      `/withdrawals/:orderNo/${decision}`,
      {
        schema: {
          ...common,
          summary:
            decision === 'reject'
              ? 'Reject a withdrawal not paid out in full (optional note): the rest goes back to the main wallet'
              : 'Force a disbursed withdrawal received (optional note): closed, the rest is not refunded',
          params: s.withdrawalParams,
          body: s.withdrawalNoteBody,
          response: responses(s.opsWithdrawalOrderValue, [401, 404, 409]),
        },
      },
      async (request) => {
        const { orderNo } = request.params;
        const note = request.body?.note;
        return ok(
          decision === 'reject'
            ? await operator.rejectWithdrawal(orderNo, note)
            : await operator.forceWithdrawalReceived(orderNo, note),
        );
      },
    );
  }

  app.get<{ Params: { orderNo: string } }>(
    '/withdrawals/:orderNo/proof',
    {
      schema: {
        ...common,
        summary: "The member's not-received proof image (png or jpg), with its content type",
        params: s.withdrawalParams,
      },
    },
    async (request, reply) => {
      const proof = await operator.withdrawalProof(request.params.orderNo);
      return reply
        .type(proof.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="${request.params.orderNo}${proof.contentType === 'image/png' ? '.png' : '.jpg'}"`,
        )
        .send(proof.data);
    },
  );

  app.delete<{ Params: { username: string } }>(
    '/members/:username/sessions',
    {
      schema: {
        ...common,
        summary: "End every session of a member: the member's tokens stop working at once",
        params: s.memberParams,
        response: responses(s.endedSessionsValue, [401, 404]),
      },
    },
    async (request) => ok(await operator.endSessions(request.params.username)),
  );

  app.get<{ Params: { username: string } }>(
    '/members/:username/lock',
    {
      schema: {
        ...common,
        summary: 'Whether a member is locked, and its latest locks and unlocks (who, when, why)',
        params: s.memberParams,
        response: responses(s.memberLockValue, [401, 404]),
      },
    },
    async (request) => ok(await operator.memberLock(request.params.username)),
  );

  for (const action of ['lock', 'unlock'] as const) {
    app.post<{ Params: { username: string }; Body: { reason: string; by?: string } }>(
      `/members/:username/${action}`,
      {
        schema: {
          ...common,
          summary:
            action === 'lock'
              ? 'Lock a member out, with a reason: its sessions end at once (game tokens too), its logins answer 403 ACCOUNT_LOCKED; its money stays'
              : 'Unlock a member, with a reason: it may log in again',
          params: s.memberParams,
          body: s.memberLockBody,
          response: responses(s.memberLockValue, [401, 404]),
        },
      },
      async (request) =>
        ok(await operator.setMemberLock(request.params.username, action === 'lock', request.body)),
    );
  }
}
