import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Transform, pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/errors';
import type { CheckKind, StoredFile } from './check-kind';
import { convertHint } from '../../sheets/read-rows';

export interface ReceivedUpload {
  main: StoredFile;
  extra: StoredFile[];
  fields: Record<string, string>;
}

const MAIN_FIELD = 'usuario';

/** A file name safe to keep on disk and to show back (no path, no control characters). */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f<>:"|?*]/g, '_').trim();
  return base.slice(-150) || 'arquivo';
}

function extensionOf(name: string): string {
  return path.extname(name).toLowerCase();
}

/**
 * Streams the multipart form into storage under `prefix`, enforcing the kind's extensions and size limit
 * as the bytes arrive (nothing over the limit is kept).
 */
export async function receiveUpload(req: FastifyRequest, ctx: AppContext, kind: CheckKind, prefix: string): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw badRequest('Envie o arquivo como formulário (multipart/form-data), no campo "usuario".');
  const maxBytes = kind.maxBytes(ctx.env);
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const fields: Record<string, string> = {};
  let main: StoredFile | null = null;
  const extra: StoredFile[] = [];
  let extraBytes = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const fileName = safeFileName(part.filename || 'arquivo');
      const ext = extensionOf(fileName);
      const isMain = part.fieldname === MAIN_FIELD || part.fieldname === 'file' || part.fieldname === 'arquivo';
      const isExtra = kind.extraFiles && part.fieldname === kind.extraFiles.field;
      if (!isMain && !isExtra) {
        part.file.resume();
        continue;
      }
      if (isMain && main) throw badRequest('Envie apenas um arquivo principal por conferência.');
      const allowed = isMain ? kind.extensions : (kind.extraFiles?.extensions ?? []);
      if (!allowed.includes(ext)) {
        part.file.resume();
        // A spreadsheet check told which spreadsheet format to convert to; anything else, which ones are taken.
        const hint = allowed.includes('.xlsx') ? convertHint(ext) : null;
        throw new AppError(415, 'FORMATO_NAO_SUPORTADO', hint ?? `Formato não suportado (${ext || 'sem extensão'}): envie um arquivo ${allowed.join(', ')}.`);
      }
      if (isExtra && extra.length >= (kind.extraFiles?.maxCount ?? 0)) {
        part.file.resume();
        throw badRequest(`Envie no máximo ${kind.extraFiles?.maxCount} arquivos adicionais.`);
      }
      const key = `${prefix}/entrada/${isMain ? 'principal' : `extra-${extra.length + 1}`}-${randomUUID().slice(0, 8)}${ext}`;
      // Extra files together get the same limit as one main file: 2 000 XMLs of 1 GB each would fill the disk.
      const budget = isMain ? Number.POSITIVE_INFINITY : maxBytes - extraBytes;
      const { size } = await ctx.storage.put(key, isMain ? part.file : pipeline(part.file, byteBudget(budget), () => undefined));
      if (part.file.truncated) throw tooLarge(maxMb);
      if (!isMain) extraBytes += size;
      const stored: StoredFile = { field: part.fieldname, fileName, key, size };
      if (isMain) main = stored;
      else extra.push(stored);
    }
  } catch (err) {
    await ctx.storage.deletePrefix(prefix);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxMb);
    if (code === EXTRAS_TOO_LARGE) throw new AppError(413, 'ARQUIVO_GRANDE', `Os arquivos adicionais somam mais de ${maxMb} MB. Envie-os em partes menores.`);
    throw err;
  }
  if (!main) {
    await ctx.storage.deletePrefix(prefix);
    throw badRequest('Por favor, selecione um arquivo para processar.');
  }
  if (main.size === 0) {
    await ctx.storage.deletePrefix(prefix);
    throw badRequest('O arquivo enviado está vazio.');
  }
  return { main, extra, fields };
}

const EXTRAS_TOO_LARGE = 'APURA_EXTRAS_TOO_LARGE';

/** Passes bytes through until `max` of them, then fails the stream (the upload is refused and deleted). */
function byteBudget(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > max) cb(Object.assign(new Error('extras too large'), { code: EXTRAS_TOO_LARGE }));
      else cb(null, chunk);
    },
  });
}

function tooLarge(maxMb: number): AppError {
  return new AppError(413, 'ARQUIVO_GRANDE', `O arquivo excede o limite de ${maxMb} MB. Divida-o em partes menores e envie novamente.`);
}
