// The `ops points …` command: goods, grants, redemptions and the conversion rule through
// /ops/points.
import { readFileSync } from 'node:fs';
import type { PointConfigResponse, PointRedemption } from '@lotusplay/api-client/contracts';
import { REDEEM_STATUSES } from '@lotusplay/api-client/contracts';
import type { AddGoodInput, OpsRedemption, SetConfigInput } from './points.service';

/** Usage lines of `ops points`. */
export const POINTS_USAGE = `  points good add <POINTS> <STOCK> --name TEXT [--description TEXT] [--image URL] [--order N]
                                           add a good to the rewards catalogue (English texts;
                                           HTML is stripped)
  points good add --file GOOD.json         add one with texts in every language (the JSON body
                                           of POST /ops/points/goods)
  points grant <USERNAME> <POINTS> [--key KEY] [--note TEXT]
                                           give a member points (negative: take, never below 0);
                                           --key makes a retry safe
  points redemptions [--status in_process|approved|rejected|all] [--last N]
                                           the latest redemptions (in process by default)
  points approve <REFERENCE_NO> [--note TEXT]
                                           approve a redemption (the good is handed over)
  points reject <REFERENCE_NO> [--note TEXT]
                                           reject a redemption: its points and stock go back
  points config <RATIO_POINTS> <RATIO_AMOUNT> <MIN_POINTS> <STEP_POINTS> [on|off]
                                           the conversion rule, e.g. points config 100 1.00 1000 100
                                           (100 points = 1.00; at least 1000, in steps of 100)`;

/** The options `ops points` reads. */
export interface PointsCliOptions {
  name?: string;
  description?: string;
  image?: string;
  order?: string;
  file?: string;
  key?: string;
  note?: string;
  status?: string;
  last?: string;
}

/** The request `ops points …` sends (the shape ops-cli.ts runs). */
export interface PointsCliRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  print?: (value: never) => string[];
}

const redemptionLine = (r: PointRedemption & Partial<OpsRedemption>) =>
  `${r.referenceNo} ${r.status} ${r.time} ${r.username ?? ''} ${r.points} points — ${r.goodName}`.replace(
    /\s+/g,
    ' ',
  );

function whole(text: string | undefined, what: string, usage: (m: string) => Error): number {
  if (text === undefined || !/^-?\d+$/.test(text)) throw usage(`${what} must be a whole number`);
  return Number(text);
}

/** Builds the request of `ops points <args>`; `usage` makes the command's usage error. */
export function pointsRequest(
  args: string[],
  options: PointsCliOptions,
  usage: (message: string) => Error,
): PointsCliRequest {
  const [action, ...rest] = args;
  switch (action) {
    case 'good': {
      if (rest[0] !== 'add') throw usage('points good needs add');
      let body: AddGoodInput;
      if (options.file) {
        body = JSON.parse(readFileSync(options.file, 'utf8')) as AddGoodInput;
      } else {
        if (!options.name) throw usage('points good add needs --name (or --file)');
        body = {
          points: whole(rest[1], 'POINTS', usage),
          stock: whole(rest[2], 'STOCK', usage),
          texts: { EN: { name: options.name, description: options.description ?? '' } },
          ...(options.image ? { imageUrl: options.image } : {}),
          ...(options.order ? { sortOrder: whole(options.order, '--order', usage) } : {}),
        };
      }
      return {
        method: 'POST',
        path: '/ops/points/goods',
        body,
        print: (value: { id: number }) => [`Added good #${value.id}`],
      };
    }
    case 'grant': {
      const [username, points] = rest;
      if (!username) throw usage('points grant needs a username and points');
      return {
        method: 'POST',
        path: '/ops/points/grants',
        body: {
          username,
          points: whole(points, 'POINTS', usage),
          ...(options.key ? { idempotencyKey: options.key } : {}),
          ...(options.note ? { remark: options.note } : {}),
        },
        print: (value: {
          username: string;
          points: number;
          balance: number;
          replayed: boolean;
        }) => [
          `${value.replayed ? 'Already granted' : 'Granted'} ${value.points} points to ${value.username}; balance ${value.balance} points`,
        ],
      };
    }
    case 'redemptions': {
      const status = options.status ?? 'in_process';
      if (status !== 'all' && !REDEEM_STATUSES.includes(status as never)) {
        throw usage('--status must be in_process, approved, rejected or all');
      }
      const query = new URLSearchParams();
      if (status !== 'all') query.set('status', status);
      if (options.last) query.set('last', String(whole(options.last, '--last', usage)));
      return {
        method: 'GET',
        path: `/ops/points/redemptions?${query.toString()}`,
        print: (list: OpsRedemption[]) =>
          list.length ? list.map(redemptionLine) : ['No redemptions'],
      };
    }
    case 'approve':
    case 'reject': {
      const [referenceNo] = rest;
      if (!referenceNo) throw usage(`points ${action} needs a reference number`);
      return {
        method: 'POST',
        path: `/ops/points/redemptions/${encodeURIComponent(referenceNo)}/${action}`,
        body: options.note ? { remark: options.note } : {},
        print: (value: PointRedemption) => [
          `${action === 'approve' ? 'Approved' : 'Rejected'} ${redemptionLine(value)}`,
        ],
      };
    }
    case 'config': {
      const [ratioPoints, ratioAmount, minPoints, stepPoints, enabled] = rest;
      if (enabled !== undefined && enabled !== 'on' && enabled !== 'off') {
        throw usage('the last argument of points config must be on or off');
      }
      const body: SetConfigInput = {
        ratioPoints: whole(ratioPoints, 'RATIO_POINTS', usage),
        ratioAmount: ratioAmount ?? '',
        minPoints: whole(minPoints, 'MIN_POINTS', usage),
        stepPoints: whole(stepPoints, 'STEP_POINTS', usage),
        convertEnabled: enabled !== 'off',
      };
      return {
        method: 'PUT',
        path: '/ops/points/config',
        body,
        print: (c: PointConfigResponse) => [
          `${c.ratioPoints} points = ${c.ratioAmount}; at least ${c.minPoints}, in steps of ${c.stepPoints}; converting ${c.convertEnabled ? 'on' : 'off'}`,
        ],
      };
    }
    default:
      throw usage('points needs good, grant, redemptions, approve, reject or config');
  }
}
