export {
  decryptPayload,
  encryptPayload,
  isEncryptedPayload,
  PAYLOAD_PASSPHRASE,
} from './payload-crypto';
export type { EncryptedPayload } from './payload-crypto';
