// The system module: the brand's configuration (in memory, brand-config.ts), status, permission,
// whitelabel flags, languages, domains.
import { seedSystem } from './system.seed';
import { defineModule, route } from '../module';
import { systemOps } from './system.ops-cli';
import { BrandConfigCache } from './brand-config';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { sharedSystemSchemas } from './system.schemas';
import { SystemService } from './system.service';

declare module '../module' {
  interface ModuleServiceMap {
    system: { system: SystemService; brandConfig: BrandConfigCache };
  }
}

export const systemModule = defineModule({
  name: 'system',
  ops: [systemOps],
  needs: [],
  seedBrand: (tx) => seedSystem(tx),
  schemas: sharedSystemSchemas,
  create({ db, deps, clock, log }) {
    const repository = new SystemRepository(db);
    // Brand-level data is read from memory; brand-config.ts says how every process keeps it current.
    const brandConfig = new BrandConfigCache(repository, { log });
    const system = new SystemService(repository, brandConfig, clock, deps.firebase ?? null);
    return {
      services: { system, brandConfig },
      routes: [route(systemRoutes, { prefix: '/wps/system', service: system })],
      onClose: async () => brandConfig.stop(),
    };
  },
});
