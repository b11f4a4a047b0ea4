// The points module's ops commands: goods, grants, redemptions and the conversion rule through
// /ops/points.
import type { PointConfigResponse, PointRedemption } from '@lotusplay/api-client/contracts';
import { REDEEM_STATUSES } from '@lotusplay/api-client/contracts';
import { jsonFile, OptionText } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup } from '../../ops/ops-command';
import type { AddGoodInput, OpsRedemption, SetConfigInput } from './points.service';

const redemptionLine = (r: PointRedemption & Partial<OpsRedemption>) =>
  `${r.referenceNo} ${r.status} ${r.time} ${r.username ?? ''} ${r.points} points — ${r.goodName}`.replace(
    /\s+/g,
    ' ',
  );

/** A whole number, negative allowed (a grant can take points). */
function whole(client: OpsClient, text: string | undefined, what: string): number {
  if (text === undefined || !/^-?\d+$/.test(text)) {
    throw client.usage(`${what} must be a whole number`);
  }
  return Number(text);
}

interface GoodOptions {
  name?: string;
  description?: string;
  image?: string;
  order?: string;
  file?: string;
}

/** The points module's ops commands. */
export const pointsOps: OpsCommandGroup = {
  name: 'points',
  summary: 'Points mall',
  register(program, client) {
    const points = program.command('points').description('points, goods and redemptions');
    points
      .command('good')
      .description('the rewards catalogue')
      .command('add')
      .description(
        'add a good to the rewards catalogue (English texts; HTML is stripped); with --file, one with texts in every language (the JSON body of POST /ops/points/goods)',
      )
      .argument('[POINTS]')
      .argument('[STOCK]')
      .option('--name <text>', 'the name')
      .option('--description <text>', 'the description')
      .option('--image <url>', 'the image')
      .option('--order <N>', OptionText.order)
      .option('--file <json>', OptionText.file)
      .action((price: string | undefined, stock: string | undefined, options: GoodOptions) => {
        let body: AddGoodInput;
        if (options.file) {
          body = jsonFile<AddGoodInput>(client, options.file);
        } else {
          if (!options.name) throw client.usage('points good add needs --name (or --file)');
          body = {
            points: whole(client, price, 'POINTS'),
            stock: whole(client, stock, 'STOCK'),
            texts: { EN: { name: options.name, description: options.description ?? '' } },
            ...(options.image ? { imageUrl: options.image } : {}),
            ...(options.order ? { sortOrder: whole(client, options.order, '--order') } : {}),
          };
        }
        return client.send({
          method: 'POST',
          path: '/ops/points/goods',
          body,
          print: (value: { id: number }) => [`Added good #${value.id}`],
        });
      });
    points
      .command('grant')
      .description('give a member points (negative: take, never below 0)')
      .argument('<USERNAME>')
      .argument('<POINTS>')
      .option('--key <key>', 'idempotency key: the same key again grants once at most')
      .option('--note <text>', OptionText.note)
      .action((username: string, amount: string, options: { key?: string; note?: string }) =>
        client.send({
          method: 'POST',
          path: '/ops/points/grants',
          body: {
            username,
            points: whole(client, amount, 'POINTS'),
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
        }),
      );
    points
      .command('redemptions')
      .description('the latest redemptions (in process by default)')
      .option('--status <status>', `${REDEEM_STATUSES.join('|')}|all`)
      .option('--last <N>', 'how many of the latest to show')
      .action((options: { status?: string; last?: string }) => {
        const status = options.status ?? 'in_process';
        if (status !== 'all' && !REDEEM_STATUSES.includes(status as never)) {
          throw client.usage('--status must be in_process, approved, rejected or all');
        }
        const query = new URLSearchParams();
        if (status !== 'all') query.set('status', status);
        if (options.last) query.set('last', String(whole(client, options.last, '--last')));
        return client.send({
          method: 'GET',
          path: `/ops/points/redemptions?${query.toString()}`,
          print: (list: OpsRedemption[]) =>
            list.length ? list.map(redemptionLine) : ['No redemptions'],
        });
      });
    for (const action of ['approve', 'reject'] as const) {
      points
        .command(action)
        .description(
          action === 'approve'
            ? 'approve a redemption (the good is handed over)'
            : 'reject a redemption: its points and stock go back',
        )
        .argument('<REFERENCE_NO>')
        .option('--note <text>', OptionText.note)
        .action((referenceNo: string, options: { note?: string }) =>
          client.send({
            method: 'POST',
            path: `/ops/points/redemptions/${encodeURIComponent(referenceNo)}/${action}`,
            body: options.note ? { remark: options.note } : {},
            print: (value: PointRedemption) => [
              `${action === 'approve' ? 'Approved' : 'Rejected'} ${redemptionLine(value)}`,
            ],
          }),
        );
    }
    points
      .command('config')
      .description(
        'the conversion rule, e.g. points config 100 1.00 1000 100 (100 points = 1.00; at least 1000, in steps of 100); off stops converting',
      )
      .argument('<RATIO_POINTS>')
      .argument('<RATIO_AMOUNT>')
      .argument('<MIN_POINTS>')
      .argument('<STEP_POINTS>')
      .argument('[on|off]')
      .action(
        (
          ratioPoints: string,
          ratioAmount: string,
          minPoints: string,
          stepPoints: string,
          enabled: string | undefined,
        ) => {
          if (enabled !== undefined && enabled !== 'on' && enabled !== 'off') {
            throw client.usage('the last argument of points config must be on or off');
          }
          const body: SetConfigInput = {
            ratioPoints: whole(client, ratioPoints, 'RATIO_POINTS'),
            ratioAmount,
            minPoints: whole(client, minPoints, 'MIN_POINTS'),
            stepPoints: whole(client, stepPoints, 'STEP_POINTS'),
            convertEnabled: enabled !== 'off',
          };
          return client.send({
            method: 'PUT',
            path: '/ops/points/config',
            body,
            print: (c: PointConfigResponse) => [
              `${c.ratioPoints} points = ${c.ratioAmount}; at least ${c.minPoints}, in steps of ${c.stepPoints}; converting ${c.convertEnabled ? 'on' : 'off'}`,
            ],
          });
        },
      );
  },
};
