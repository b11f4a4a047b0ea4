export type * from './envelope';
export type * from './system';
export { ErrorCodes } from './envelope';
