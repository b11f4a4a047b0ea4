// The points mall: its own points ledger; conversions credit money through the wallet.
import { seedPoints } from './points.seed';
import { defineModule, route } from '../module';
import { pointsOps } from './points.ops-cli';
import { PointsRepository } from './points.repository';
import { pointsOpsRoutes, pointsRoutes } from './points.routes';
import { PointsService } from './points.service';

declare module '../module' {
  interface ModuleServiceMap {
    points: { points: PointsService };
  }
}

export const pointsModule = defineModule({
  name: 'points',
  ops: [pointsOps],
  needs: ['member', 'session', 'wallet'],
  seed: (db) => seedPoints(db),
  create({ db, clock }, { member, session, wallet }) {
    const points = new PointsService(
      new PointsRepository(db),
      member.members,
      wallet.wallet,
      clock,
    );
    return {
      services: { points },
      routes: [route(pointsRoutes, { prefix: '/wps', points, guards: session.guards })],
      operatorRoutes: (guard) => [route(pointsOpsRoutes, { prefix: '/ops/points', points, guard })],
    };
  },
});
