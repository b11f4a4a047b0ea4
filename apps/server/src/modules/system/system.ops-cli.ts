// The system module's ops commands: status, maintenance, region, flag and brand, through
// /ops/status, /ops/maintenance, /ops/region, /ops/whitelabel and /ops/brand. Each answers the
// operator status, printed the same way.
import type { Command } from 'commander';
import { commaList, isoDate, onOff, whole } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup, OpsRequest } from '../../ops/ops-command';
import type { OperatorStatus } from './system.service';

/** The lines of `ops status` (and of every command that changes what it shows). */
export function statusLines(status: OperatorStatus): string[] {
  const m = status.maintenance;
  const r = status.regionRestriction;
  const sec = status.security;
  const onOffText = (value: boolean) => (value ? 'on' : 'off');
  return [
    `brand:       ${status.brand.merchantCode} (redirect-to-login ${onOffText(status.brand.redirectToLogin)}, show-country-code ${onOffText(status.brand.showCountryCode)})`,
    `security:    temp-password-minutes ${sec.tempPasswordMinutes}, password-expiry-days ${sec.passwordExpiryDays}, sms-daily-budget ${sec.smsDailyBudget}, sms-country-daily-budget ${sec.smsCountryDailyBudget}${
      Object.keys(sec.smsCountryBudgets).length
        ? ` (${Object.entries(sec.smsCountryBudgets)
            .map(([code, budget]) => `${code} ${budget}`)
            .join(', ')})`
        : ''
    }, ipv6-group-prefix ${sec.ipv6GroupPrefix}, human check ${sec.humanCheck === 'recaptcha' ? `reCAPTCHA (site key ${sec.recaptchaSiteKey})` : 'proof of work'}`,
    `maintenance: ${onOffText(m.enabled)}${m.enabled ? ` (${m.active ? 'active' : 'not active now'}; start ${m.startTime ?? '-'}, end ${m.endTime ?? 'open'})` : ''}; message: ${m.message}`,
    `region:      ${onOffText(r.enabled)}; blocked ${r.blockAll ? 'ALL countries' : r.blockedCountries.join(',') || 'none'}; allowed IPs ${r.allowedIps.join(',') || 'none'}; message: ${r.message}`,
    `flags:       ${Object.entries(status.flags)
      .map(([id, on]) => `${id}=${onOffText(on)}`)
      .join(' ')}`,
  ];
}

const change = (
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
): OpsRequest<OperatorStatus> => ({ method, path, body, print: statusLines });

/** Brand options that take on|off, with the field of PUT /ops/brand they set. */
const BRAND_SWITCHES = {
  'redirect-to-login': ['redirectToLogin', 'a visitor is sent to the login page first'],
  'show-country-code': ['showCountryCode', 'the country dialing code is shown in phone fields'],
} as const;

/** Brand options that take a whole number (the server checks the ranges). */
const BRAND_NUMBERS = {
  'temp-password-minutes': [
    'tempPasswordMinutes',
    'how long an e-mailed temporary password works (30)',
  ],
  'password-expiry-days': ['passwordExpiryDays', 'password age that forces a change (90)'],
  'sms-daily-budget': ['smsDailyBudget', 'SMS a rolling day, all numbers together (2000)'],
  'sms-country-daily-budget': [
    'smsCountryDailyBudget',
    'SMS a rolling day per country dialing code (500)',
  ],
  'ipv6-group-prefix': [
    'ipv6GroupPrefix',
    'IPv6 bits that make one client for per-address limits (64; 48 to 128)',
  ],
} as const;

function brandCommands(program: Command, client: OpsClient) {
  const brand = program
    .command('brand')
    .description('brand options and security settings (shown by status)');
  const put = (body: Record<string, unknown>) => client.send(change('PUT', '/ops/brand', body));
  for (const [name, [field, text]] of Object.entries(BRAND_SWITCHES)) {
    brand
      .command(name)
      .description(text)
      .argument('<on|off>')
      .action((value: string) => put({ [field]: onOff(client, value, name) }));
  }
  for (const [name, [field, text]] of Object.entries(BRAND_NUMBERS)) {
    brand
      .command(name)
      .description(text)
      .argument('<N>')
      .action((value: string) => put({ [field]: whole(client, value, name) }));
  }
  brand
    .command('sms-country-budget')
    .description("one country's own SMS budget a rolling day, or `default` (the one above)")
    .argument('<+CODE>', 'dialing code, e.g. +63')
    .argument('<N|default>')
    .action((code: string, budget: string) => {
      if (!/^\+[1-9]\d{0,3}$/.test(code)) {
        throw client.usage('sms-country-budget needs a dialing code such as +63');
      }
      const value = budget === 'default' ? null : whole(client, budget, 'sms-country-budget');
      return put({ smsCountryBudgets: { [code]: value } });
    });
  brand
    .command('recaptcha')
    .description('reCAPTCHA as the human check, or off (proof of work)')
    .argument('<SITE_KEY|off>')
    .argument('[SECRET_KEY]')
    .action((site: string, secret: string | undefined) => {
      if (site === 'off') return put({ recaptchaSiteKey: '', recaptchaSecretKey: '' });
      if (!secret) throw client.usage('recaptcha needs SITE_KEY SECRET_KEY, or off');
      return put({ recaptchaSiteKey: site, recaptchaSecretKey: secret });
    });
}

/** The system module's ops commands. */
export const systemOps: OpsCommandGroup = {
  name: 'system',
  summary: 'Site switches and brand settings',
  register(program, client) {
    program
      .command('status')
      .description('print maintenance, region restriction, brand options and flags')
      .action(() => client.send(change('GET', '/ops/status')));
    program
      .command('maintenance')
      .description('the site under maintenance (on) or open (off)')
      .argument('<on|off>')
      .option('--start <iso>', 'start, an ISO date-time (default now)')
      .option('--end <iso>', 'end, an ISO date-time (default open)')
      .option('--message <text>', 'the text shown to visitors')
      .action((state: string, options: { start?: string; end?: string; message?: string }) => {
        const enabled = onOff(client, state, 'maintenance');
        return client.send(
          change(
            'PUT',
            '/ops/maintenance',
            enabled
              ? {
                  enabled,
                  startTime: isoDate(client, options.start, 'start'),
                  endTime: isoDate(client, options.end, 'end'),
                  message: options.message,
                }
              : { enabled, message: options.message },
          ),
        );
      });
    program
      .command('region')
      .description('block visitors by country (on) or not (off)')
      .argument('<on|off>')
      .option('--countries <CN,US|ALL>', 'the blocked countries (default ALL)')
      .option('--allow-ips <IP,IP>', 'addresses let in anyway')
      .option('--message <text>', 'the text shown to blocked visitors')
      .action(
        (state: string, options: { countries?: string; allowIps?: string; message?: string }) => {
          const enabled = onOff(client, state, 'region');
          const countries =
            options.countries?.toUpperCase() === 'ALL' ? 'ALL' : commaList(options.countries);
          return client.send(
            change(
              'PUT',
              '/ops/region',
              enabled
                ? {
                    enabled,
                    countries: countries ?? 'ALL',
                    allowedIps: commaList(options.allowIps),
                    message: options.message,
                  }
                : { enabled, message: options.message },
            ),
          );
        },
      );
    program
      .command('flag')
      .description('switch a white-label module, e.g. flag FREEPLAY3 off')
      .argument('<MODULE_ID>')
      .argument('<on|off>')
      .action((id: string, state: string) =>
        client.send(
          change('PUT', `/ops/whitelabel/${encodeURIComponent(id)}`, {
            enabled: onOff(client, state, 'flag'),
          }),
        ),
      );
    brandCommands(program, client);
  },
};
