// The public part of the content feature's points area (re-exported by the package index).
export { PointMallPage, HISTORY_PAGE_SIZE } from './point-mall-page';
export {
  pointsApi,
  useConvertPointMutation,
  useGetPointBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useGetRedeemListQuery,
  useRedeemPointMutation,
} from './points-api';
export type { RedeemListArgs } from './points-api';
