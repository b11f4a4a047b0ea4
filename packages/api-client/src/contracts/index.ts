export type * from './envelope';
export type * from './system';
export type * from './session';
export { ErrorCodes } from './envelope';
