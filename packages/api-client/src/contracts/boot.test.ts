import { parseBootData, serialiseBootData } from './boot';
import type { BootData } from './boot';

const boot: BootData = {
  status: {
    status: 1,
    maintenance: { startTime: null, endTime: null, message: 'x' },
    regionRestriction: null,
  },
  permission: {
    info: { brandName: '</script><script>alert(1)</script>' },
  } as unknown as BootData['permission'],
  whitelabel: { tree: [], flags: { DIRECTREG3: true } },
  countryCode: { countryCode: 'PH', countries: [] },
};

describe('boot data', () => {
  it('cannot close or comment out its script element, and reads back the same', () => {
    boot.status.maintenance!.message = '<!-- & \u2028 \u2029 -->';
    const text = serialiseBootData(boot);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseBootData(text)).toEqual(boot);
  });

  it.each([null, '', 'not json', '[]', '{"status":{"status":0}}', '{"status":"0"}'])(
    'is null for %j',
    (text) => {
      expect(parseBootData(text)).toBeNull();
    },
  );
});
