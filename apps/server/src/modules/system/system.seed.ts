// The system module's part of the first-start seed: the demo brand and its brand-level settings
// (db/seed-data.ts), inside the first-start transaction.
import type { Database } from '../../db/client';
import * as seed from '../../db/seed-data';
import { ipv4ToNumber } from '../../lib/ip';
import * as t from './system.tables';

/** The demo brand, its whitelabel flags, validators, countries, links, domains and switches. */
export async function seedSystem(tx: Database): Promise<void> {
  await tx.insert(t.brand).values(seed.demoBrand);
  await tx.insert(t.whitelabelModules).values(
    seed.demoWhitelabel.map(([moduleId, parentId, name, enabled], index) => ({
      moduleId,
      parentId,
      name,
      enabled,
      sortOrder: index,
    })),
  );
  await tx.insert(t.registerValidators).values(
    seed.demoRegisterValidators.map(
      ([key, enabled, required, minLength, maxLength, patternId], index) => ({
        key,
        enabled,
        required,
        minLength,
        maxLength,
        patternId,
        acceptedPattern: '*',
        sortOrder: index,
      }),
    ),
  );
  await tx.insert(t.countries).values(
    seed.demoCountries.map(([countryCode, dialingCode], index) => ({
      countryCode,
      dialingCode,
      sortOrder: index,
    })),
  );
  await tx.insert(t.ipCountryRanges).values(
    seed.demoIpRanges.map(([from, to, countryCode]) => ({
      rangeStart: ipv4ToNumber(from)!,
      rangeEnd: ipv4ToNumber(to)!,
      countryCode,
    })),
  );
  await tx
    .insert(t.resources)
    .values(seed.demoResources.map((r, index) => ({ ...r, sortOrder: index })));
  await tx
    .insert(t.customerService)
    .values(seed.demoCustomerService.map((c, index) => ({ ...c, sortOrder: index })));
  await tx
    .insert(t.licences)
    .values(seed.demoLicences.map((l, index) => ({ ...l, sortOrder: index })));
  await tx
    .insert(t.domainRoutes)
    .values(seed.demoDomainRoutes.map((domain, index) => ({ domain, sortOrder: index })));
  await tx
    .insert(t.maintenance)
    .values({ id: 1, enabled: false, message: seed.demoMaintenance.message });
  await tx.insert(t.regionRestriction).values({
    id: 1,
    enabled: false,
    blockAll: false,
    blockedCountries: seed.demoRegionRestriction.blockedCountries,
    allowedIps: [],
    message: seed.demoRegionRestriction.message,
  });
}
