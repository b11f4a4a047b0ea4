// JSON schemas of the member calls: MemberInfo (registered once, referenced by $id, also by the
// session module's LoginResponse), avatars and counters. Every string of a request has a bound.
import { ACCOUNT_TYPES, PaymentPasswordRules } from '@lotusplay/api-client/contracts';

const nullableString = { type: ['string', 'null'] } as const;
const accountType = { type: 'integer', enum: [...ACCOUNT_TYPES] } as const;

/** MemberInfo. */
export const memberInfoValue = {
  $id: 'MemberInfo',
  type: 'object',
  required: ['id', 'account', 'nickname', 'type', 'isAgent', 'customerId'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    nickname: { type: 'string' },
    type: accountType,
    isAgent: accountType,
    toUpline: { type: 'boolean' },
    clubLabel: {
      type: ['object', 'null'],
      properties: { labelName: { type: 'string' }, rankLevel: { type: 'integer' } },
    },
    memberLabel: {
      type: 'array',
      items: { type: 'object', properties: { labelName: { type: 'string' } } },
    },
    memberLabelColor: nullableString,
    customerId: { type: 'string' },
    currencySymbol: { type: 'string' },
    unreadMessage: { type: 'integer' },
    availablePromoCount: { type: 'integer' },
    availablePromo: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, enabled: { type: 'boolean' } },
      },
    },
    avatarUrl: nullableString,
    mobileNum: nullableString,
    countryDialingCode: nullableString,
    email: nullableString,
  },
} as const;

/** Schemas registered once with app.addSchema. */
export const sharedMemberSchemas = [memberInfoValue];

/** SetAvatarRequest. */
export const setAvatarBody = {
  type: 'object',
  required: ['avatarId'],
  properties: { avatarId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const avatarOption = {
  type: 'object',
  properties: { id: { type: 'integer' }, url: { type: 'string' } },
} as const;

/** PlayerAvatarResponse. */
export const playerAvatarValue = {
  type: 'object',
  properties: {
    current: { anyOf: [avatarOption, { type: 'null' }] },
    options: { type: 'array', items: avatarOption },
  },
} as const;

/** UnreadCountResponse. */
export const unreadCountValue = {
  type: 'object',
  properties: { unreadMessage: { type: 'integer' }, availablePromoCount: { type: 'integer' } },
} as const;

/** PaymentPasswordStatusResponse. */
export const paymentPasswordStatusValue = {
  type: 'object',
  required: ['isSet'],
  properties: { isSet: { type: 'boolean' } },
} as const;

const passwordText = {
  type: 'string',
  maxLength: PaymentPasswordRules.maxInputLength,
} as const;

/** PaymentPasswordSetRequest (the service checks the 6 digits: PAYMENT_PASSWORD_INVALID). */
export const paymentPasswordSetBody = {
  type: 'object',
  required: ['loginPassword', 'newPaymentPassword'],
  properties: {
    loginPassword: { ...passwordText, minLength: 1, maxLength: 128 },
    newPaymentPassword: passwordText,
    oldPaymentPassword: passwordText,
  },
} as const;
