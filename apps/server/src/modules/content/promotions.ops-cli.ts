// The content module's `promotion` commands: list, add and remove promotions through
// /ops/promotions.
import { jsonFile, OptionText } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup } from '../../ops/ops-command';
import type { OperatorPromotion, PromotionInput } from './promotions.service';

/** The options `promotion add` reads. */
interface AddOptions {
  title?: string;
  summary?: string;
  content?: string;
  image?: string;
  kind?: string;
  category?: string;
  start?: string;
  end?: string;
  order?: string;
  prizes?: string;
  minDeposit?: string;
  label?: string;
  file?: string;
}

const line = (p: OperatorPromotion) =>
  `#${p.id} ${p.code} ${p.kind}/${p.category} ${p.status} ${p.startTime} → ${p.endTime ?? 'open'} claims ${p.claims}`;

function parsePrizes(client: OpsClient, text: string) {
  return text.split(',').map((part) => {
    const [amount, weight] = part.split(':');
    if (!amount || !weight || !/^\d+$/.test(weight)) {
      throw client.usage('--prizes needs AMOUNT:WEIGHT pairs, e.g. 88.00:5,1.00:50');
    }
    return { amount, weight: Number(weight) };
  });
}

function addBody(client: OpsClient, code: string | undefined, options: AddOptions) {
  if (options.file) return jsonFile<PromotionInput>(client, options.file);
  if (!code) throw client.usage('promotion add needs a code (or --file)');
  const { title, summary, content, image } = options;
  if (!title || !summary || !content || !image) {
    throw client.usage('promotion add needs --title, --summary, --content and --image');
  }
  const kind = (options.kind ?? 'INFO').toUpperCase() as PromotionInput['kind'];
  return {
    code,
    kind,
    category: (
      options.category ?? (kind === 'RAFFLE' ? 'RAFFLE' : 'EVENT')
    ).toUpperCase() as PromotionInput['category'],
    imageUrl: image,
    startTime: options.start ?? new Date().toISOString(),
    endTime: options.end ?? null,
    ...(options.order ? { sortOrder: Number(options.order) } : {}),
    ...(options.minDeposit ? { minDeposit: options.minDeposit } : {}),
    ...(options.label ? { memberLabel: options.label } : {}),
    ...(options.prizes ? { prizes: parsePrizes(client, options.prizes) } : {}),
    texts: { EN: { title, summary, html: content } },
  } satisfies PromotionInput;
}

/** The promotion commands of the content module. */
export const promotionOps: OpsCommandGroup = {
  name: 'promotions',
  summary: 'Promotions',
  register(program, client) {
    const promotion = program.command('promotion').description('promotions');
    promotion
      .command('list')
      .description('every promotion with its status and claim count')
      .action(() =>
        client.send({
          method: 'GET',
          path: '/ops/promotions',
          print: (list: OperatorPromotion[]) => (list.length ? list.map(line) : ['No promotions']),
        }),
      );
    promotion
      .command('add')
      .description(
        'add a promotion (English texts; a raffle needs --prizes AMOUNT:WEIGHT,…); the HTML is sanitised. With --file, one with texts in every language (the JSON body of POST /ops/promotions)',
      )
      .argument('[CODE]')
      .option('--title <text>', 'the title')
      .option('--summary <text>', 'the line under the title')
      .option('--content <html>', 'the text, HTML')
      .option('--image <url>', 'the image')
      .option('--kind <kind>', 'RAFFLE|REFERRAL|INFO (default INFO)')
      .option('--category <category>', 'RAFFLE|DEPOSIT|REFERRAL|EVENT')
      .option('--start <iso>', `${OptionText.start} (default now)`)
      .option('--end <iso>', `${OptionText.end} (default open)`)
      .option('--order <N>', OptionText.order)
      .option('--prizes <list>', "a raffle's prizes, AMOUNT:WEIGHT pairs: 88.00:5,1.00:50")
      .option('--min-deposit <money>', 'the deposit a claim needs, e.g. 100.00')
      .option('--label <member_label>', 'only members with this label')
      .option('--file <json>', OptionText.file)
      .action((code: string | undefined, options: AddOptions) =>
        client.send({
          method: 'POST',
          path: '/ops/promotions',
          body: addBody(client, code, options),
          print: (value: OperatorPromotion) => [`Added promotion ${line(value)}`],
        }),
      );
    promotion
      .command('remove')
      .description('no longer listed or claimable (its claims stay)')
      .argument('<CODE>')
      .action((code: string) =>
        client.send({
          method: 'DELETE',
          path: `/ops/promotions/${encodeURIComponent(code)}`,
          print: (value: { code: string }) => [`Removed promotion ${value.code}`],
        }),
      );
  },
};
