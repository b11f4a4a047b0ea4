// The loyalty module's ops commands: missions (add, list, remove) and club ranks (list, set).
// Through /ops/loyalty.
import type {
  ClubRank,
  MissionKind,
  OpsMission,
  OpsMissionListResponse,
  OpsRankListResponse,
} from '@lotusplay/api-client/contracts';
import { LoyaltyLimits, MISSION_KINDS } from '@lotusplay/api-client/contracts';
import { isoDate, OptionText, whole } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';

const missionLine = (m: OpsMission) =>
  `#${m.id} ${m.code} ${m.kind} target ${m.target} reward ${m.reward}, from ${m.startsAt}${
    m.endsAt ? ` to ${m.endsAt}` : ''
  }, claimed by ${m.claims}: ${m.title}`;

const rankLine = (r: ClubRank) =>
  `${r.level} ${r.name}: valid bet ${r.minValidBet}, upgrade bonus ${r.benefits.upgradeBonus}, rebate ${(
    r.benefits.rebateBasisPoints / 100
  ).toFixed(2)}%, ${r.benefits.dailyWithdrawals} withdrawals a day${
    r.benefits.vipService ? ', VIP service' : ''
  }`;

interface MissionOptions {
  kind?: string;
  title?: string;
  target?: string;
  reward?: string;
  start?: string;
  end?: string;
}

interface RankOptions {
  name?: string;
  validBet?: string;
  bonus?: string;
  rebate?: string;
  withdrawals?: string;
}

/** The loyalty module's ops commands. */
export const loyaltyOps: OpsCommandGroup = {
  name: 'loyalty',
  summary: 'Missions and club ranks',
  register(program, client) {
    const mission = program.command('mission').description('missions of the member centre');
    mission
      .command('add')
      .description('add a mission: what it counts, its target and reward')
      .argument('<CODE>', `letters, digits, _ and - (${LoyaltyLimits.missionCodePattern})`)
      .option('--kind <kind>', `what it counts: ${MISSION_KINDS.join(', ')}`)
      .option('--title <text>', `its title (EN), at most ${LoyaltyLimits.missionTitleMax}`)
      .option('--target <value>', 'money (validBet, deposit) or a whole count (login, gamesPlayed)')
      .option('--reward <money>', 'paid once when claimed')
      .option('--start <iso>', `${OptionText.start} (default now)`)
      .option('--end <iso>', `${OptionText.end} (default never)`)
      .action((code: string, options: MissionOptions) => {
        if (!options.kind || !MISSION_KINDS.includes(options.kind as MissionKind)) {
          throw client.usage(`--kind is one of ${MISSION_KINDS.join(', ')}`);
        }
        if (!options.title || !options.target || !options.reward) {
          throw client.usage('--title, --target and --reward are needed');
        }
        const startsAt = isoDate(client, options.start, 'start');
        const endsAt = isoDate(client, options.end, 'end');
        return client.send({
          method: 'POST',
          path: '/ops/loyalty/missions',
          body: {
            code,
            kind: options.kind,
            title: options.title,
            target: options.target,
            reward: options.reward,
            ...(startsAt ? { startsAt } : {}),
            ...(endsAt ? { endsAt } : {}),
          },
          print: (value: OpsMission) => [`Added mission ${missionLine(value)}`],
        });
      });
    mission
      .command('list')
      .description('every mission, with how many members claimed it')
      .action(() =>
        client.send({
          method: 'GET',
          path: '/ops/loyalty/missions',
          print: (value: OpsMissionListResponse) =>
            value.missions.length ? value.missions.map(missionLine) : ['No missions'],
        }),
      );
    mission
      .command('remove')
      .description('remove a mission (its claims stay)')
      .argument('<CODE>')
      .action((code: string) =>
        client.send({
          method: 'DELETE',
          path: `/ops/loyalty/missions/${encodeURIComponent(code)}`,
          print: () => [`Mission ${code} removed`],
        }),
      );

    const rank = program.command('rank').description('club ranks (valid bets to reach, benefits)');
    rank
      .command('list')
      .description('every club rank')
      .action(() =>
        client.send({
          method: 'GET',
          path: '/ops/loyalty/ranks',
          print: (value: OpsRankListResponse) => value.ranks.map(rankLine),
        }),
      );
    rank
      .command('set')
      .description('set a club rank by level')
      .argument('<LEVEL>')
      .option('--name <text>', 'its name')
      .option('--valid-bet <money>', 'valid bets that reach it')
      .option('--bonus <money>', 'upgrade bonus paid once when reached (0: none)', '0')
      .option('--rebate <bp>', 'rebate in hundredths of a percent', '0')
      .option('--withdrawals <n>', 'withdrawals a day', '3')
      .action((level: string, options: RankOptions) => {
        if (!options.name || !options.validBet)
          throw client.usage('--name and --valid-bet are needed');
        return client.send({
          method: 'PUT',
          path: `/ops/loyalty/ranks/${whole(client, level, 'LEVEL')}`,
          body: {
            name: options.name,
            minValidBet: options.validBet,
            upgradeBonus: options.bonus ?? '0',
            rebateBasisPoints: whole(client, options.rebate, '--rebate'),
            dailyWithdrawals: whole(client, options.withdrawals, '--withdrawals'),
          },
          print: (value: OpsRankListResponse) => value.ranks.map(rankLine),
        });
      });
  },
};
