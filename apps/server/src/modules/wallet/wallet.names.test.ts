// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The names of the wallets and deposit channels in the visitor's language (issue 26), through the
// real routes on a fresh database: every language of the demo brand, the request's x-language
// (else the brand's default language), a name the operator left empty falling back to the default
// language's (the brand's, not English), and the operator's name routes and commands.
import type {
  AccountRecordResponse,
  DepositChannelsResponse,
  DepositOrder,
  DepositOrdersResponse,
  MerchantWalletResponse,
  OpsNamed,
  WalletBalanceResponse,
} from '@lotusplay/api-client/contracts';
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { envelope } from '../../testing/auth-helpers';
import { opsCaller, OpsCommands } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { addressSource, fundMember, keySource, loggedInMember } from '../../testing/wallet-kit';
import { DEMO_DEPOSIT_CHANNEL_NAMES, DEMO_WALLET_NAMES } from './wallet.seed';
import { MAIN_WALLET_NAMES } from './wallet.service';

const TOKEN = 'wallet-names-test-operator-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
let member: LoggedInMember;
const nextIp = addressSource(126);
const key = keySource('names-key');
const ops = opsCaller(() => server.app, TOKEN);
const cli = new OpsCommands(TOKEN);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN } });
  await cli.listen(server.app);
  member = await loggedInMember(server, nextIp());
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(url: string, language?: string) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(language ? { 'x-language': language } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).value;
}

const walletNames = async (language?: string) =>
  Object.fromEntries(
    (await get<MerchantWalletResponse>('/wps/relay/GCS_merchantWallet', language)).wallets.map(
      (w) => [w.code, w.name],
    ),
  );

describe('wallet names', () => {
  it.each(LANGUAGE_CODES)('names every wallet in %s', async (lang) => {
    const names = await walletNames(lang);
    expect(names.MAIN).toBe(MAIN_WALLET_NAMES[lang]);
    for (const [code, translated] of Object.entries(DEMO_WALLET_NAMES)) {
      expect(names[code]).toBe(translated[lang]);
    }
  });

  it('names the balance, the consolidated funds and the account record in the same language', async () => {
    const balance = await get<WalletBalanceResponse>('/wps/v2/wallets/balance', 'CN');
    expect(balance.wallets.find((w) => w.code === 'SABA')?.name).toBe('沙巴体育');
    expect(balance.wallets.find((w) => w.code === 'MAIN')?.name).toBe('中心钱包');
    const funds = await get<WalletBalanceResponse>('/wps/member/info/funds/consolidated', 'VI');
    expect(funds.wallets.find((w) => w.code === 'MAIN')?.name).toBe('Ví chính');
    // A transfer's answer too, and again when it is replayed in another language.
    await fundMember(server, member.id, 10_000, key());
    const body = { from: 'MAIN', to: 'SABA', amount: '1.00', idempotencyKey: key() };
    const transfer = async (language: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        payload: body,
        headers: { authorization: `Bearer ${member.token}`, 'x-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<WalletBalanceResponse>(response).value;
    };
    const first = await transfer('JA');
    expect(first.wallets.find((w) => w.code === 'SABA')?.name).toBe('SABAスポーツ');
    const replayed = await transfer('TH');
    expect(replayed.sumBalance).toBe(first.sumBalance);
    expect(replayed.wallets.find((w) => w.code === 'SABA')?.name).toBe('ซาบา สปอร์ต');
    const record = await get<AccountRecordResponse>('/wps/relay/ODSFE2_MemTransDet', 'CN');
    expect(record.list.map((entry) => entry.wallet.name)).toContain('沙巴体育');
  });

  it("answers in the brand's default language without a language, and falls back to it where a name was left empty", async () => {
    expect((await walletNames()).PG).toBe('PG Soft');
    try {
      const cleared = await ops('PUT', '/ops/merchant-wallets/PG/names/JA', { name: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(envelope<OpsNamed>(cleared).value.names.JA).toBeUndefined();
      expect((await walletNames('JA')).PG).toBe('PG Soft');

      // The brand's default language, not English.
      await server.database.db.update(t.brand).set({ defaultLanguage: 'CN' });
      await server.app.brandConfig.refresh();
      expect((await walletNames('JA')).PG).toBe('PG电子');
      expect((await walletNames()).PG).toBe('PG电子');
    } finally {
      await server.database.db.update(t.brand).set({ defaultLanguage: 'EN' });
      await server.app.brandConfig.refresh();
      await ops('PUT', '/ops/merchant-wallets/PG/names/JA', { name: 'PGソフト' });
    }
    expect((await walletNames('JA')).PG).toBe('PGソフト');
  });

  it('refuses an unknown wallet, a bad language and a name over its limit', async () => {
    expect(
      (await ops('PUT', '/ops/merchant-wallets/NOPE/names/EN', { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await ops('PUT', '/ops/merchant-wallets/PG/names/XX', { name: 'x' })).statusCode).toBe(
      400,
    );
    const long = await ops('PUT', '/ops/merchant-wallets/PG/names/EN', { name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    const anonymous = await ops('PUT', '/ops/merchant-wallets/PG/names/EN', { name: 'x' }, 'no');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deposit channel names', () => {
  it.each(LANGUAGE_CODES)('names every channel in %s', async (lang) => {
    const { channels } = await get<DepositChannelsResponse>('/wps/relay/DEPOSIT_channels', lang);
    for (const channel of channels) {
      expect(channel.name).toBe(DEMO_DEPOSIT_CHANNEL_NAMES[channel.code]![lang]);
    }
    expect(channels.length).toBeGreaterThan(0);
  });

  it("names an order's channel in the request's language", async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/wps/relay/DEPOSIT_create',
      payload: { channelCode: 'BANK', amount: '100.00', idempotencyKey: key() },
      headers: { authorization: `Bearer ${member.token}`, 'x-language': 'CN' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = envelope<DepositOrder>(created).value;
    expect(order.channelName).toBe('银行转账');
    const list = await get<DepositOrdersResponse>(
      '/wps/relay/DEPOSIT_orders?pageNo=1&pageSize=10',
      'VI',
    );
    expect(list.orders.find((o) => o.orderNo === order.orderNo)?.channelName).toBe(
      'Chuyển khoản ngân hàng',
    );
    const one = await get<DepositOrder>(`/wps/relay/DEPOSIT_order?orderNo=${order.orderNo}`, 'ID');
    expect(one.channelName).toBe('Transfer bank');
  });

  it('the operator names a channel per language with the command line', async () => {
    try {
      expect(await cli.run('deposit', 'channel-name', 'QR', 'th', 'จ่ายด้วยคิวอาร์')).toBe(0);
      expect(cli.out[0]).toBe('QR: QR payment');
      expect(cli.out).toContain('  TH: จ่ายด้วยคิวอาร์');
      const { channels } = await get<DepositChannelsResponse>('/wps/relay/DEPOSIT_channels', 'TH');
      expect(channels.find((c) => c.code === 'QR')?.name).toBe('จ่ายด้วยคิวอาร์');

      expect(await cli.run('wallet', 'name', 'EVO', 'VI', '')).toBe(0);
      expect(cli.out).toContain('  VI: (default language)');
      expect((await walletNames('VI')).EVO).toBe('Evolution');
      expect(await cli.run('wallet', 'name', 'EVO', 'XX', 'x')).toBe(2);
      expect(await cli.run('wallet', 'name', 'E V O', 'VI', 'x')).toBe(2);
      expect(await cli.run('deposit', 'channel-name', 'NOPE', 'EN', 'x')).toBe(1);
    } finally {
      await ops('PUT', '/ops/deposit-channels/QR/names/TH', {
        name: DEMO_DEPOSIT_CHANNEL_NAMES.QR!.TH,
      });
      await ops('PUT', '/ops/merchant-wallets/EVO/names/VI', { name: DEMO_WALLET_NAMES.EVO!.VI });
    }
  });
});
