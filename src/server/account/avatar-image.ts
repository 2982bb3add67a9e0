import sharp from 'sharp';
import { AppError } from '../http/errors';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** The real type of an image from its first bytes: the extension and the browser's MIME type are not trusted. */
export function sniffImageType(buf: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Square 256×256 WebP, orientation applied, metadata (GPS etc.) dropped. */
export async function toAvatar(buf: Buffer): Promise<Buffer> {
  if (buf.length > AVATAR_MAX_BYTES) throw tooLarge();
  if (!sniffImageType(buf)) {
    throw new AppError(415, 'IMAGEM_INVALIDA', 'Formato de imagem não aceito. Envie uma foto PNG, JPEG ou WebP de até 2 MB.');
  }
  try {
    return await sharp(buf, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'IMAGEM_CORROMPIDA', 'Não foi possível ler esta imagem. O arquivo pode estar corrompido; tente outra foto.');
  }
}

export const tooLarge = () => new AppError(413, 'IMAGEM_GRANDE', 'A foto deve ter no máximo 2 MB.');
