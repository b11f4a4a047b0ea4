// The one RTK Query api of the product. Features add endpoints with `api.injectEndpoints` and
// talk to each other only through these tags (a bet invalidates Balance, for example).
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/** Every cache tag the product uses; PascalCase singular (STYLE.md). */
export const tagTypes = [
  'Balance',
  'Member',
  'Session',
  'Captcha',
  'Country',
  'Whitelabel',
  'Permission',
  'SystemStatus',
  'RegisterSetting',
  'DomainRoute',
  'Help',
  'Language',
  'Game',
  'GameVendor',
  'HotGame',
  'RecentGame',
  'Favourite',
  'Lottery',
  'LotteryDraw',
  'Announcement',
  'Notice',
  'Banner',
  'Promotion',
  'Points',
  'PointsReward',
  'RedeemHistory',
  'Message',
  'UnreadCount',
  'Mission',
  'Reward',
  'Contract',
  'Salary',
  'Dividend',
  'Downline',
  'Report',
  'Transaction',
  'Wallet',
  'Withdrawal',
  'Deposit',
  'Feedback',
  'WinnerBoard',
  'Avatar',
  'Referral',
  'Activity',
  'Jackpot',
  'CustomerService',
  'Rank',
] as const;

/** One cache tag of the product. */
export type TagType = (typeof tagTypes)[number];

/** The single RTK Query api (reducerPath 'api'); endpoints arrive through injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** Type of the single api, for packages that accept it as a parameter. */
export type Api = typeof api;
