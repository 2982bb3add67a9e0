/**
 * Typed error of the credential vault. The message is pt-BR (shown to operators and logged);
 * it never carries key material or plaintext.
 */
export type VaultErrorCode =
  | 'INVALID_KEY' // APP_ENCRYPTION_KEY or a key file is malformed
  | 'KEY_FILE' // the key file could not be read/created with safe permissions
  | 'UNKNOWN_KEY' // blob sealed with a key id that is not in the keyring
  | 'MALFORMED_BLOB' // not a vault envelope (truncated, wrong version)
  | 'DECRYPT_FAILED'; // wrong key, tampered bytes or blob moved to another owner/record

export class VaultError extends Error {
  readonly code: VaultErrorCode;
  constructor(code: VaultErrorCode, message: string) {
    super(message);
    this.name = 'VaultError';
    this.code = code;
  }
}
