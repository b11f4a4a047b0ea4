export {
  decryptPayload,
  encryptPayload,
  isEncryptedPayload,
  PAYLOAD_PASSPHRASE,
} from './payload-crypto';
export { decryptServiceLink, encryptServiceLink, SERVICE_LINK_KEY_LENGTH } from './service-link';
export type { EncryptedPayload } from './payload-crypto';
