// Reads the compatibility-encrypted body of SPEC.md §6 ({ data }) with the very module the web
// client encrypts with. TLS is the security; this only keeps wire compatibility.
import { decryptPayload, isEncryptedPayload } from '@lotusplay/api-client/crypto';
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError } from './envelope';

/** Decrypts `{ data }` into the original body; a 400 BAD_REQUEST when it is not a valid envelope. */
export function readEncryptedBody<T>(body: unknown): T {
  if (!isEncryptedPayload(body)) {
    throw new AppError(400, ErrorCodes.BadRequest, 'This call expects an encrypted body { data }');
  }
  try {
    return decryptPayload<T>(body.data);
  } catch {
    throw new AppError(400, ErrorCodes.BadRequest, 'The encrypted body could not be decrypted');
  }
}
