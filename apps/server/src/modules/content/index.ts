// The content module: home content (banners, announcements, notices), promotions and the raffle
// claim (paid through the wallet), help content, feedback and customer service.
import { seedAnnouncements } from './announcements.seed';
import { seedBanners } from './banners.seed';
import { seedHelp } from './help.seed';
import { seedPromotions } from './promotions.seed';
import { defineModule, route } from '../module';
import { bannerOps } from './banners.ops-cli';
import { promotionOps } from './promotions.ops-cli';
import { announcementOps } from './announcements.ops-cli';
import { serviceOps } from './support.ops-cli';
import { AnnouncementsRepository } from './announcements.repository';
import {
  agentAnnouncementRoutes,
  announcementOpsRoutes,
  announcementRoutes,
} from './announcements.routes';
import { AnnouncementsService } from './announcements.service';
import { BannersRepository } from './banners.repository';
import { bannerImageRoutes, bannersRoutes, opsBannersRoutes } from './banners.routes';
import { BannersService } from './banners.service';
import { ContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { ContentService } from './content.service';
import { PromotionsRepository } from './promotions.repository';
import { promotionsOpsRoutes, promotionsRoutes } from './promotions.routes';
import { PromotionsService } from './promotions.service';
import { SupportRepository } from './support.repository';
import { demoChatRoutes, supportOpsRoutes, supportRoutes } from './support.routes';
import { SupportService } from './support.service';

declare module '../module' {
  interface ModuleServiceMap {
    content: {
      content: ContentService;
      banners: BannersService;
      announcements: AnnouncementsService;
      promotions: PromotionsService;
      support: SupportService;
    };
  }
}

export const contentModule = defineModule({
  name: 'content',
  ops: [bannerOps, promotionOps, announcementOps, serviceOps],
  needs: ['system', 'member', 'session', 'verification', 'wallet'],
  seedBrand: (tx) => seedHelp(tx),
  seed: async (db) => {
    await seedBanners(db);
    await seedPromotions(db);
    await seedAnnouncements(db);
  },
  create({ db, clock }, { system, member, session, verification, wallet }) {
    const { guards, sessions } = session;
    const content = new ContentService(new ContentRepository(db), system.system);
    const banners = new BannersService(new BannersRepository(db), system.system);
    const announcements = new AnnouncementsService(
      new AnnouncementsRepository(db),
      system.system,
      clock,
    );
    const promotions = new PromotionsService(
      new PromotionsRepository(db),
      wallet.wallet,
      member.members,
      clock,
      system.system,
    );
    // Feedback and customer service (getService); the demo chat pages the demo links open.
    const support = new SupportService(
      new SupportRepository(db),
      system.system,
      member.members,
      verification.verification,
      clock,
    );
    return {
      services: { content, banners, announcements, promotions, support },
      routes: [
        route(contentRoutes, { prefix: '/wps/system', content }),
        route(bannersRoutes, { prefix: '/wps', banners }),
        route(bannerImageRoutes, {}),
        route(announcementRoutes, { prefix: '/wps', announcements, guards }),
        route(agentAnnouncementRoutes, { announcements, guards }),
        route(promotionsRoutes, { prefix: '/wps', promotions, guards }),
        route(supportRoutes, {
          prefix: '/wps',
          support,
          currentMember: async (request) => {
            const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
            return match ? ((await sessions.authenticate(match[1]!))?.member ?? null) : null;
          },
        }),
        route(demoChatRoutes, { prefix: '/demo-chat' }),
      ],
      operatorRoutes: (operatorGuard) => [
        route(opsBannersRoutes, { prefix: '/ops/banners', banners, operatorGuard }),
        route(promotionsOpsRoutes, { prefix: '/ops/promotions', promotions, operatorGuard }),
        route(announcementOpsRoutes, {
          prefix: '/ops/announcements',
          announcements,
          operatorGuard,
        }),
        route(supportOpsRoutes, { prefix: '/ops/support', support, operatorGuard }),
      ],
      // availablePromoCount counts the raffles a member could claim now.
      memberSummary: { availablePromotionCount: (memberId) => promotions.claimableCount(memberId) },
    };
  },
});
