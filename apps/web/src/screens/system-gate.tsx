import { useGetPermissionInfoQuery, useGetSystemStatusQuery } from '@lotusplay/api-client';
import { LazyMaintenancePage, LazyRegionBlockedPage } from '@lotusplay/content';
import type { ReactNode } from 'react';
import { useBrandLanguage } from '../app/brand-language';
import { BootScreen } from './boot-screen';
import { ConnectionErrorScreen } from './connection-error-screen';

/** The host sent with the status call, so the server can answer per domain. */
export function currentHost(): string {
  return window.location.host;
}

/** Props of SystemGate. */
export interface SystemGateProps {
  children: ReactNode;
}

/**
 * Chooses the root screen from system status (SPEC.md §4): 0 the shell, 1 the maintenance page,
 * 2 the region-blocked page (the server already lets maintenance win). The shell waits for the
 * brand configuration too, since its header, footer and redirect rule depend on it.
 */
export function SystemGate({ children }: SystemGateProps) {
  const status = useGetSystemStatusQuery(currentHost());
  const permission = useGetPermissionInfoQuery();
  useBrandLanguage(permission.data?.info);

  if (status.isError && !status.data)
    return <ConnectionErrorScreen onRetry={() => void status.refetch()} />;
  if (!status.data) return <BootScreen />;

  if (status.data.status === 1) {
    const service = permission.data?.info.customerService[0];
    return (
      <LazyMaintenancePage
        maintenance={status.data.maintenance}
        fallback={<BootScreen />}
        onCustomerService={
          service ? () => window.open(service.url, '_blank', 'noopener,noreferrer') : undefined
        }
      />
    );
  }
  if (status.data.status === 2) {
    const region = status.data.regionRestriction;
    return (
      <LazyRegionBlockedPage
        ip={region?.ip ?? permission.data?.location.ip ?? ''}
        message={region?.message}
        fallback={<BootScreen />}
      />
    );
  }

  if (permission.isError && !permission.data) {
    return <ConnectionErrorScreen onRetry={() => void permission.refetch()} />;
  }
  if (!permission.data) return <BootScreen />;
  return <>{children}</>;
}
