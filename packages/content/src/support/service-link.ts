// Loaded on the first customer-service click (never with the start-up code): getService, the
// link's decryption (crypto-js, SPEC.md §7) and its check.
import { api, ServicePathTypes } from '@lotusplay/api-client';
import type { ApiError, CustomerServiceEntry, ServiceResponse } from '@lotusplay/api-client';
import { decryptServiceLink } from '@lotusplay/api-client/crypto';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** getService, injected into the shared `api` when this module loads. */
export const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/relay/getService?type=: the channel and its encrypted link (never cached). */
    getService: build.query<ServiceResponse, CustomerServiceEntry['type']>({
      query: (type) => ({ url: '/wps/relay/getService', params: { type } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Why a customer-service link could not be had. */
export type ServiceLinkProblem = 'network' | 'unavailable' | 'invalidUrl';

/** A failed getService, a link that does not decrypt, or one that is not http(s). */
export class ServiceLinkError extends Error {
  constructor(readonly problem: ServiceLinkProblem) {
    super(`Customer service: ${problem}`);
  }
}

/** The channel getService chose and the decrypted link, made absolute. */
export interface ServiceLink {
  channel: string;
  url: string;
}

/** Asks the server for a channel's link and decrypts it (its last 8 characters are the key). */
export async function fetchServiceLink(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  type: CustomerServiceEntry['type'],
  base: string = window.location.href,
): Promise<ServiceLink> {
  const result = await dispatch(
    serviceApi.endpoints.getService.initiate(type, { subscribe: false, forceRefetch: true }),
  );
  if (result.error || !result.data) {
    const error = result.error as ApiError | undefined;
    throw new ServiceLinkError(error?.status === 404 ? 'unavailable' : 'network');
  }
  const paths = result.data.version.pathList;
  const encrypted = paths.find((path) => path.type === ServicePathTypes.EncryptedLink)?.path;
  const channel = paths.find((path) => path.type === ServicePathTypes.Channel)?.path ?? type;
  if (!encrypted) throw new ServiceLinkError('invalidUrl');
  let url: URL;
  try {
    url = new URL(decryptServiceLink(encrypted), base);
  } catch {
    throw new ServiceLinkError('invalidUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceLinkError('invalidUrl');
  }
  return { channel, url: url.href };
}
