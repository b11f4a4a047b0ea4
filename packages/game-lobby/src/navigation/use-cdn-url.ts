// Image URLs under a random host of the brand's image CDN list (SPEC.md §3, §9).
import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { useCallback, useMemo } from 'react';
import { cdnUrl } from './nav-model';

/**
 * Returns `url(path)`: `path` under one host of the brand's imageCDNs, picked at random once per
 * list (so a re-render does not reload the images), or `path` as is when there are none.
 */
export function useCdnUrl(): (path: string) => string {
  const hosts = useGetPermissionInfoQuery().data?.info.imageCDNs;
  const host = useMemo(() => (hosts?.length ? [cdnUrl(hosts, '')] : []), [hosts]);
  return useCallback((path: string) => cdnUrl(host, path), [host]);
}
