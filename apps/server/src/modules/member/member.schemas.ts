// The member calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  MemberInfoSchema as memberInfoValue,
  PaymentPasswordSetRequestSchema as paymentPasswordSetBody,
  PaymentPasswordStatusResponseSchema as paymentPasswordStatusValue,
  PlayerAvatarResponseSchema as playerAvatarValue,
  SetAvatarRequestSchema as setAvatarBody,
  sharedMemberSchemas,
  UnreadCountResponseSchema as unreadCountValue,
} from '@lotusplay/api-client/schemas';
