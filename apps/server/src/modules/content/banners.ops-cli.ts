// The content module's `banner` commands: list, add and remove the banners of a route group, and
// change a banner's texts (headline, subline, call to action) in one language, through
// /ops/banners.
import type { OpsBanner } from '@lotusplay/api-client/contracts';
import { BANNER_GROUPS, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import { OptionText } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup } from '../../ops/ops-command';

/** A banner as printed: its line, then one line per language it has texts in. */
const bannerLines = (b: OpsBanner) => [
  `${b.bannerId} ${b.groupName} #${b.sortOrder} — ${b.url}${
    b.linkageType === 'NONE' ? '' : ` → ${b.linkageType} ${b.linkageTarget ?? ''}`
  }`,
  ...b.texts.map(
    (text) =>
      `  ${text.language}: ${text.title || '(no title)'}${text.subline ? ` · ${text.subline}` : ''}${
        text.callToAction ? ` [${text.callToAction}]` : ''
      }`,
  ),
];

function group(client: OpsClient, value: string | undefined) {
  if (value !== undefined && !(BANNER_GROUPS as readonly string[]).includes(value)) {
    throw client.usage(`the group must be one of ${BANNER_GROUPS.join(', ')}`);
  }
  return value;
}

function lang(client: OpsClient, value: string | undefined) {
  const code = value?.toUpperCase();
  if (code !== undefined && !(LANGUAGE_CODES as readonly string[]).includes(code)) {
    throw client.usage(`the language must be one of ${LANGUAGE_CODES.join(', ')}`);
  }
  return code;
}

interface TextOptions {
  title?: string;
  subline?: string;
  cta?: string;
}

interface AddOptions extends TextOptions {
  image?: string;
  imageSmall?: string;
  link?: string;
  order?: string;
}

/** The texts given as options, named as the calls name them (only those given). */
const textBody = (options: TextOptions) => ({
  ...(options.title !== undefined ? { title: options.title } : {}),
  ...(options.subline !== undefined ? { subline: options.subline } : {}),
  ...(options.cta !== undefined ? { callToAction: options.cta } : {}),
});

/** The banner commands of the content module. */
export const bannerOps: OpsCommandGroup = {
  name: 'banners',
  summary: 'Banners',
  register(program, client) {
    const banner = program.command('banner').description('the banners of the route groups');
    banner
      .command('list')
      .description('every banner (of a group; with a text in a language), in order, with its texts')
      .option('--group <group>', `route group (${BANNER_GROUPS.join(', ')})`)
      .option('--lang <lang>', OptionText.lang)
      .action((options: { group?: string; lang?: string }) => {
        const query = new URLSearchParams();
        const g = group(client, options.group);
        const l = lang(client, options.lang);
        if (g) query.set('groupName', g);
        if (l) query.set('language', l);
        return client.send({
          method: 'GET',
          path: `/ops/banners${query.size ? `?${query.toString()}` : ''}`,
          print: (banners: OpsBanner[]) =>
            banners.length === 0 ? ['(no banners)'] : banners.flatMap(bannerLines),
        });
      });
    banner
      .command('add')
      .description(
        "add a banner to a route group (w_home, w_rng, …, w_reg) with its texts in one language (the brand's default language first: the others fall back to it; add them with `banner text`); the image is the art without text, the texts are laid over it; images and --link are a site path (/promotions) or an http(s) address; HTML is stripped from the texts; without --order it goes last",
      )
      .argument('<GROUP>')
      .argument('<LANG>')
      .option('--title <text>', 'the headline')
      .option('--subline <text>', 'a line under the headline')
      .option('--cta <text>', 'the call to action (shown when the banner has a --link)')
      .option('--image <url>', 'the image')
      .option('--image-small <url>', 'the image on small screens')
      .option('--link <target>', 'where a tap goes: a site path or an http(s) address')
      .option('--order <N>', OptionText.order)
      .action((groupName: string, language: string, options: AddOptions) => {
        if (!options.title?.trim()) throw client.usage('banner add needs --title');
        if (!options.image?.trim()) throw client.usage('banner add needs --image');
        if (options.order !== undefined && !/^\d{1,7}$/.test(options.order)) {
          throw client.usage('--order must be a whole number');
        }
        const link = options.link?.trim();
        return client.send({
          method: 'POST',
          path: '/ops/banners',
          body: {
            groupName: group(client, groupName),
            texts: [{ language: lang(client, language), ...textBody(options) }],
            imageUrl: options.image.trim(),
            ...(options.imageSmall ? { imageUrlSmall: options.imageSmall.trim() } : {}),
            // A site path opens inside the site; anything else is sent as an address for the
            // server to check (it refuses all but http and https).
            ...(link
              ? { linkageType: link.startsWith('/') ? 'PAGE' : 'URL', linkageTarget: link }
              : {}),
            ...(options.order !== undefined ? { sortOrder: Number(options.order) } : {}),
          },
          print: (value: OpsBanner) => {
            const [first, ...texts] = bannerLines(value);
            return [`Banner added: ${first}`, ...texts];
          },
        });
      });
    banner
      .command('text')
      .description(
        "change a banner's texts in one language: the options given replace those texts, \"\" leaves one empty (the brand's default language's shows instead)",
      )
      .argument('<ID>')
      .argument('<LANG>')
      .option('--title <text>', 'the headline')
      .option('--subline <text>', 'a line under the headline')
      .option('--cta <text>', 'the call to action')
      .action((id: string, language: string, options: TextOptions) => {
        if (!/^\d{1,10}$/.test(id)) throw client.usage('banner text needs a banner id');
        const body = textBody(options);
        if (Object.keys(body).length === 0) {
          throw client.usage('banner text needs --title, --subline or --cta');
        }
        return client.send({
          method: 'PUT',
          path: `/ops/banners/${id}/texts/${lang(client, language)}`,
          body,
          print: (value: OpsBanner) => [`Banner changed: ${bannerLines(value).join('\n')}`],
        });
      });
    banner
      .command('remove')
      .description('remove a banner')
      .argument('<ID>')
      .action((id: string) => {
        if (!/^\d{1,10}$/.test(id)) throw client.usage('banner remove needs a banner id');
        return client.send({
          method: 'DELETE',
          path: `/ops/banners/${id}`,
          print: () => [`Banner ${id} removed`],
        });
      });
  },
};
