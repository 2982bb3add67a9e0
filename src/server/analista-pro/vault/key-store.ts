import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VaultError } from './vault-error';
import { createKeyring, type Keyring } from './keyring';
import { generateVaultKey, keyToText, parseKeyText, type VaultKey } from './vault-key';

export const ENV_KEY = 'APP_ENCRYPTION_KEY';
export const ENV_PREVIOUS_KEYS = 'APP_ENCRYPTION_KEY_PREVIOUS';

export interface LoadKeyOptions {
  /** DATA_DIR; the key lives in `<dataDir>/secrets/encryption.key`. */
  dataDir: string;
  /** APP_ENCRYPTION_KEY, when set it wins over the file and nothing is written to disk. */
  envKey?: string | undefined;
  /** APP_ENCRYPTION_KEY_PREVIOUS: comma/space separated old keys, readable during a rotation. */
  envPreviousKeys?: string | undefined;
}

export interface LoadedKeyring {
  keyring: Keyring;
  source: 'env' | 'file' | 'generated';
  /** Path of the key file when the key came from (or was created in) DATA_DIR. */
  keyFile: string | null;
}

export function secretsDir(dataDir: string): string {
  return join(dataDir, 'secrets');
}
export function keyFilePath(dataDir: string): string {
  return join(secretsDir(dataDir), 'encryption.key');
}
/** One old key per line; kept only until `rotateKeys` has re-encrypted every blob. */
export function previousKeysFilePath(dataDir: string): string {
  return join(secretsDir(dataDir), 'encryption.previous.keys');
}

function parseList(text: string | undefined, source: string): VaultKey[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter((s) => s.length > 0 && !s.startsWith('#'))
    .map((s) => parseKeyText(s, source));
}

async function ensureSecretsDir(dataDir: string): Promise<string> {
  const dir = secretsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode is filtered by the umask and ignored for an existing dir: set it explicitly.
  await chmod(dir, 0o700);
  return dir;
}

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new VaultError('KEY_FILE', `Não foi possível ler o arquivo de chave ${path}: ${(e as Error).message}`);
  }
}

/** Group/other access to a key file is tightened instead of tolerated (think of a restored backup with 0644). */
async function tighten(path: string): Promise<void> {
  const s = await stat(path);
  if ((s.mode & 0o077) !== 0) await chmod(path, 0o600);
}

async function previousFromFile(dataDir: string): Promise<VaultKey[]> {
  const path = previousKeysFilePath(dataDir);
  const text = await readIfExists(path);
  if (text === null) return [];
  await tighten(path);
  return parseList(text, path);
}

/**
 * Loads the keyring: APP_ENCRYPTION_KEY when set, otherwise DATA_DIR/secrets/encryption.key,
 * generating that file (mode 0600, dir 0700) on first start. Previous keys come from
 * APP_ENCRYPTION_KEY_PREVIOUS and DATA_DIR/secrets/encryption.previous.keys.
 */
export async function loadOrCreateKey(opts: LoadKeyOptions): Promise<LoadedKeyring> {
  const previous = parseList(opts.envPreviousKeys, ENV_PREVIOUS_KEYS);
  if (opts.envKey !== undefined && opts.envKey.trim() !== '') {
    const current = parseKeyText(opts.envKey, ENV_KEY);
    previous.push(...(await previousFromFile(opts.dataDir)));
    return { keyring: createKeyring(current, previous), source: 'env', keyFile: null };
  }
  const path = keyFilePath(opts.dataDir);
  let text = await readIfExists(path);
  let source: LoadedKeyring['source'] = 'file';
  if (text === null) {
    await ensureSecretsDir(opts.dataDir);
    const fresh = keyToText(generateVaultKey()) + '\n';
    const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // Write the whole key to a private temp file, then link it into place: link() fails if another
      // process won the race, and nobody can ever read a half-written key file.
      await writeFile(tmp, fresh, { mode: 0o600, flag: 'wx' });
      await link(tmp, path);
      source = 'generated';
      text = fresh;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new VaultError('KEY_FILE', `Não foi possível criar o arquivo de chave ${path}: ${(e as Error).message}`);
      }
      text = (await readIfExists(path)) ?? '';
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }
  await tighten(path);
  const current = parseKeyText(text, path);
  previous.push(...(await previousFromFile(opts.dataDir)));
  return { keyring: createKeyring(current, previous), source, keyFile: path };
}

/**
 * First half of a file-based rotation: writes a new current key and appends the old one to the
 * previous-keys file, atomically (temp file + rename). Restart (or reload) with the new keyring, run
 * `rotateKeys`, then call `forgetPreviousKeys`. With APP_ENCRYPTION_KEY the operator does the same by
 * moving the old value to APP_ENCRYPTION_KEY_PREVIOUS.
 */
export async function installNewKeyFile(dataDir: string, newKey: VaultKey = generateVaultKey()): Promise<VaultKey> {
  await ensureSecretsDir(dataDir);
  const path = keyFilePath(dataDir);
  const old = await readIfExists(path);
  const prevPath = previousKeysFilePath(dataDir);
  if (old !== null && old.trim() !== '') {
    const prevText = (await readIfExists(prevPath)) ?? '';
    await atomicWrite(prevPath, prevText + (prevText.endsWith('\n') || prevText === '' ? '' : '\n') + old.trim() + '\n');
  }
  await atomicWrite(path, keyToText(newKey) + '\n');
  return newKey;
}

/** Last step of a rotation, once no blob uses an old key any more. */
export async function forgetPreviousKeys(dataDir: string): Promise<void> {
  const prevPath = previousKeysFilePath(dataDir);
  if ((await readIfExists(prevPath)) !== null) await atomicWrite(prevPath, '');
}

async function atomicWrite(path: string, content: string): Promise<void> {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { mode: 0o600, flag: 'wx' });
  await chmod(tmp, 0o600);
  await rename(tmp, path);
}
