// The command line's list of groups (groups.ts, kept light for the command's start) is exactly what
// the module declarations say, in the order of the module list: a module's commands are declared
// once, in its index.ts, and this fails when the list and the declarations differ.
import { describe, expect, it } from 'vitest';
import { serverModules } from '../modules/modules';
import { OPS_GROUPS } from './groups';

describe('ops command groups', () => {
  it('are the modules’ declared groups, in the module list’s order', () => {
    const declared = serverModules.flatMap((module) =>
      (module.ops ?? []).map((group) => `${module.name}: ${group.name}`),
    );
    const owner = new Map(
      serverModules.flatMap((module) => (module.ops ?? []).map((group) => [group, module.name])),
    );
    const listed = OPS_GROUPS.map((group) => `${owner.get(group) ?? '(no module)'}: ${group.name}`);
    expect(listed).toEqual(declared);
  });
});
