// The art module: the product's own DEMO ART (game tiles, vendor logos, points-mall goods
// pictures), drawn by this server from the catalogue and served from its own origin under
// ART_BASE_PATH (`/static/art`), the demo brand's image CDN base. Not any vendor's artwork; an
// operator with real art points the brand's image CDNs at it instead.
import { ART_BASE_PATH } from '@lotusplay/api-client/contracts';
import { defineModule, route } from '../module';
import { artRoutes } from './art.routes';
import { ArtService } from './art.service';

declare module '../module' {
  interface ModuleServiceMap {
    art: { art: ArtService };
  }
}

export const artModule = defineModule({
  name: 'art',
  needs: ['games'],
  create(_context, { games }) {
    const art = new ArtService(games.games);
    return {
      services: { art },
      routes: [route(artRoutes, { prefix: ART_BASE_PATH, art })],
    };
  },
});
