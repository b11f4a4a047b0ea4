// The rewards module's ops commands: set a promotion's reward, list the joins and applications,
// approve or reject one. Through /ops/rewards.
import type {
  OpsReward,
  OpsRewardApplication,
  OpsRewardApplicationList,
  RewardContact,
  RewardMode,
  RewardParticipationStatus,
  RewardPayout,
} from '@lotusplay/api-client/contracts';
import {
  REWARD_CONTACTS,
  REWARD_MODES,
  REWARD_PARTICIPATION_STATUSES,
  REWARD_PAYOUTS,
} from '@lotusplay/api-client/contracts';
import { whole } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';

const rewardLine = (r: OpsReward) =>
  `${r.code}: ${r.mode}, ${r.payout}, ${r.amount}${r.contact ? `, needs ${r.contact}` : ''}`;

const applicationLine = (a: OpsRewardApplication) =>
  `#${a.id} ${a.code} ${a.username} ${a.status}${a.contact ? ` contact ${a.contact}` : ''}, ${
    a.imageCount
  } image(s), at ${a.takenAt}${a.comment ? `: ${a.comment}` : ''}${
    a.rejectReason ? ` (rejected: ${a.rejectReason})` : ''
  }`;

interface SetOptions {
  mode?: string;
  payout?: string;
  amount?: string;
  contact?: string;
}

/** The rewards module's ops commands. */
export const rewardOps: OpsCommandGroup = {
  name: 'rewards',
  summary: 'Rewards of promotions and their applications',
  register(program, client) {
    const reward = program.command('reward').description('the reward centre: rewards and reviews');
    reward
      .command('set')
      .description("set a promotion's reward")
      .argument('<PROMOTION_CODE>')
      .option('--mode <mode>', `how members take part: ${REWARD_MODES.join(', ')}`, 'apply')
      .option(
        '--payout <payout>',
        `claimed by the member or issued on approval: ${REWARD_PAYOUTS.join(', ')}`,
        'claim',
      )
      .option('--amount <money>', 'what it pays')
      .option('--contact <contact>', `a contact it needs: ${REWARD_CONTACTS.join(', ')}`)
      .action((code: string, options: SetOptions) => {
        if (!REWARD_MODES.includes(options.mode as RewardMode)) {
          throw client.usage(`--mode is one of ${REWARD_MODES.join(', ')}`);
        }
        if (!REWARD_PAYOUTS.includes(options.payout as RewardPayout)) {
          throw client.usage(`--payout is one of ${REWARD_PAYOUTS.join(', ')}`);
        }
        if (options.contact && !REWARD_CONTACTS.includes(options.contact as RewardContact)) {
          throw client.usage(`--contact is one of ${REWARD_CONTACTS.join(', ')}`);
        }
        if (!options.amount) throw client.usage('--amount is needed');
        return client.send({
          method: 'PUT',
          path: `/ops/rewards/promotions/${encodeURIComponent(code)}`,
          body: {
            mode: options.mode,
            payout: options.payout,
            amount: options.amount,
            ...(options.contact ? { contact: options.contact } : {}),
          },
          print: (value: OpsReward) => [`Reward set: ${rewardLine(value)}`],
        });
      });
    reward
      .command('applications')
      .description('the joins and applications, newest first')
      .option('--status <status>', `only these: ${REWARD_PARTICIPATION_STATUSES.join(', ')}`)
      .action((options: { status?: string }) => {
        if (
          options.status &&
          !REWARD_PARTICIPATION_STATUSES.includes(options.status as RewardParticipationStatus)
        ) {
          throw client.usage(`--status is one of ${REWARD_PARTICIPATION_STATUSES.join(', ')}`);
        }
        return client.send({
          method: 'GET',
          path: `/ops/rewards/applications${options.status ? `?status=${options.status}` : ''}`,
          print: (value: OpsRewardApplicationList) =>
            value.applications.length
              ? value.applications.map(applicationLine)
              : ['No applications'],
        });
      });
    reward
      .command('approve')
      .description('approve a join or application (claimable, or issued at once)')
      .argument('<ID>')
      .action((id: string) =>
        client.send({
          method: 'POST',
          path: `/ops/rewards/applications/${whole(client, id, 'ID')}/approve`,
          print: (value: OpsRewardApplication) => [`Approved ${applicationLine(value)}`],
        }),
      );
    reward
      .command('reject')
      .description('reject a join or application, with a reason the member sees')
      .argument('<ID>')
      .option('--reason <text>', 'why', '')
      .action((id: string, options: { reason: string }) =>
        client.send({
          method: 'POST',
          path: `/ops/rewards/applications/${whole(client, id, 'ID')}/reject`,
          body: { reason: options.reason },
          print: (value: OpsRewardApplication) => [`Rejected ${applicationLine(value)}`],
        }),
      );
  },
};
