// The referral module's ops commands: the referral rule (show, set). Through /ops/referral.
import type { ReferralRule } from '@lotusplay/api-client/contracts';
import type { OpsCommandGroup } from '../../ops/ops-command';

const ruleLine = (rule: ReferralRule) =>
  rule.enabled
    ? `Referral rule on: a referred member's first deposit of at least ${rule.minFirstDeposit} pays the referrer ${rule.reward}`
    : 'Referral rule off: referrals pay nothing';

interface RuleOptions {
  minDeposit?: string;
  reward?: string;
}

/** The referral module's ops commands. */
export const referralOps: OpsCommandGroup = {
  name: 'referral',
  summary: 'The referral (invite friends) rule',
  register(program, client) {
    const referral = program.command('referral').description('the referral rule');
    referral
      .command('show')
      .description('the referral rule')
      .action(() =>
        client.send({
          method: 'GET',
          path: '/ops/referral/rule',
          print: (v: ReferralRule) => [ruleLine(v)],
        }),
      );
    referral
      .command('set')
      .description("pay the referrer a reward once, on a referred member's first deposit")
      .option('--min-deposit <money>', 'the smallest first deposit that pays', '0')
      .option('--reward <money>', 'what the referrer is paid')
      .action((options: RuleOptions) => {
        if (!options.reward) throw client.usage('--reward is needed');
        return client.send({
          method: 'PUT',
          path: '/ops/referral/rule',
          body: {
            enabled: true,
            minFirstDeposit: options.minDeposit ?? '0',
            reward: options.reward,
          },
          print: (v: ReferralRule) => [ruleLine(v)],
        });
      });
    referral
      .command('off')
      .description('referrals pay nothing from now on')
      .action(() =>
        client.send({
          method: 'PUT',
          path: '/ops/referral/rule',
          body: { enabled: false, minFirstDeposit: '0', reward: '0' },
          print: (v: ReferralRule) => [ruleLine(v)],
        }),
      );
  },
};
