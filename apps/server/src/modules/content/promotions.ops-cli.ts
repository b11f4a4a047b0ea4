// The `ops promotion …` command: list, add and remove promotions through /ops/promotions.
import { readFileSync } from 'node:fs';
import type { OperatorPromotion, PromotionInput } from './promotions.service';

/** Usage lines of `ops promotion`. */
export const PROMOTION_USAGE = `  promotion list                           every promotion with its status and claim count
  promotion add <CODE> --title TEXT --summary TEXT --content HTML --image URL
                [--kind RAFFLE|REFERRAL|INFO] [--category RAFFLE|DEPOSIT|REFERRAL|EVENT]
                [--start ISO] [--end ISO] [--order N] [--prizes 88.00:5,1.00:50]
                [--min-deposit 100.00] [--label MEMBER_LABEL]
                                           add a promotion (English texts; a raffle needs
                                           --prizes AMOUNT:WEIGHT,…); the HTML is sanitised
  promotion add --file PROMOTION.json      add one with texts in every language (the JSON body
                                           of POST /ops/promotions)
  promotion remove <CODE>                  no longer listed or claimable (its claims stay)`;

/** The options `ops promotion` reads. */
export interface PromotionCliOptions {
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
  'min-deposit'?: string;
  label?: string;
  file?: string;
}

/** The request `ops promotion …` sends (the shape ops-cli.ts runs). */
export interface PromotionCliRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  print?: (value: never) => string[];
}

const line = (p: OperatorPromotion) =>
  `#${p.id} ${p.code} ${p.kind}/${p.category} ${p.status} ${p.startTime} → ${p.endTime ?? 'open'} claims ${p.claims}`;

function parsePrizes(text: string, usage: (message: string) => Error) {
  return text.split(',').map((part) => {
    const [amount, weight] = part.split(':');
    if (!amount || !weight || !/^\d+$/.test(weight)) {
      throw usage('--prizes needs AMOUNT:WEIGHT pairs, e.g. 88.00:5,1.00:50');
    }
    return { amount, weight: Number(weight) };
  });
}

/** Builds the request of `ops promotion <args>`; `usage` makes the command's usage error. */
export function promotionRequest(
  args: string[],
  options: PromotionCliOptions,
  usage: (message: string) => Error,
): PromotionCliRequest {
  const [action, code] = args;
  switch (action) {
    case 'list':
      return {
        method: 'GET',
        path: '/ops/promotions',
        print: (list: OperatorPromotion[]) => (list.length ? list.map(line) : ['No promotions']),
      };
    case 'remove':
      if (!code) throw usage('promotion remove needs a code');
      return {
        method: 'DELETE',
        path: `/ops/promotions/${encodeURIComponent(code)}`,
        print: (value: { code: string }) => [`Removed promotion ${value.code}`],
      };
    case 'add': {
      let body: PromotionInput;
      if (options.file) {
        body = JSON.parse(readFileSync(options.file, 'utf8')) as PromotionInput;
      } else {
        if (!code) throw usage('promotion add needs a code (or --file)');
        const { title, summary, content, image } = options;
        if (!title || !summary || !content || !image) {
          throw usage('promotion add needs --title, --summary, --content and --image');
        }
        const kind = (options.kind ?? 'INFO').toUpperCase() as PromotionInput['kind'];
        body = {
          code,
          kind,
          category: (
            options.category ?? (kind === 'RAFFLE' ? 'RAFFLE' : 'EVENT')
          ).toUpperCase() as PromotionInput['category'],
          imageUrl: image,
          startTime: options.start ?? new Date().toISOString(),
          endTime: options.end ?? null,
          ...(options.order ? { sortOrder: Number(options.order) } : {}),
          ...(options['min-deposit'] ? { minDeposit: options['min-deposit'] } : {}),
          ...(options.label ? { memberLabel: options.label } : {}),
          ...(options.prizes ? { prizes: parsePrizes(options.prizes, usage) } : {}),
          texts: { EN: { title, summary, html: content } },
        };
      }
      return {
        method: 'POST',
        path: '/ops/promotions',
        body,
        print: (value: OperatorPromotion) => [`Added promotion ${line(value)}`],
      };
    }
    default:
      throw usage('promotion needs list, add or remove');
  }
}
