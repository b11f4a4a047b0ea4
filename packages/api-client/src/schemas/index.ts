// The request and response schemas of every call (`@lotusplay/api-client/schemas`), written once
// with TypeBox: the server validates (Ajv), serialises (fast-json-stringify) and documents
// (OpenAPI) with them. Run-time values for the server and tests; the browser packages import the
// contract types only (`import type`), so nothing here reaches the browser bundle.
export * from './shared';
export * from './system';
export * from './agent';
export * from './agent-contracts';
export * from './agent-reports';
export * from './help';
export * from './fields';
export * from './verification';
export * from './member';
export * from './session';
export * from './orders';
export * from './wallet';
export * from './deposit';
export * from './withdrawal';
export * from './banners';
export * from './names';
export * from './announcements';
export * from './promotions';
export * from './support';
export * from './points';
export * from './lottery';
export * from './games';
export * from './operator';
export * from './messages';
export * from './loyalty';
export * from './referral';
export * from './rewards';
export * from './art';
export * from './member-account';
