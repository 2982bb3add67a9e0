import sharp from 'sharp';
import { sniffImageType } from '../account/avatar-image';
import { AppError } from '../http/errors';

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Big enough for a report header, small enough to embed in every PDF. */
const LOGO_BOX = { width: 600, height: 240 };

export const officeStoragePrefix = (officeId: string) => `offices/${officeId}/`;
export const officeLogoKey = (officeId: string) => `${officeStoragePrefix(officeId)}logo.png`;

/**
 * The office logo as PNG (reports embed PNG), fitted inside 600×240 without enlarging, metadata dropped.
 * Only PNG and JPEG are accepted, sniffed from the bytes (the same check as the avatar).
 */
export async function toLogoPng(buf: Buffer): Promise<Buffer> {
  if (buf.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const type = sniffImageType(buf);
  if (type !== 'png' && type !== 'jpeg') {
    throw new AppError(415, 'IMAGEM_INVALIDA', 'Formato de imagem não aceito. Envie o logotipo em PNG ou JPEG de até 1 MB.');
  }
  try {
    return await sharp(buf, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'IMAGEM_CORROMPIDA', 'Não foi possível ler esta imagem. O arquivo pode estar corrompido; tente outro.');
  }
}

export const logoTooLarge = () => new AppError(413, 'IMAGEM_GRANDE', 'O logotipo deve ter no máximo 1 MB.');
