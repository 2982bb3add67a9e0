import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/errors';
import { safeFileName } from '../checks/receive-upload';

export interface StoredFile {
  /** Folder it was stored under (deleted with it on a refusal). */
  prefix: string;
  fileName: string;
  key: string;
  size: number;
}

/**
 * Several files of one form (any field) stored under `prefix`, each refused past `maxBytes` as it arrives,
 * at most `maxFiles`, only the given extensions. Text fields are returned too. Nothing is kept on a refusal.
 */
export async function receiveFiles(
  req: FastifyRequest,
  ctx: AppContext,
  prefix: string,
  o: { maxBytes: number; maxFiles: number; extensions: string[]; /** Each file under its own folder (a batch: each file's check folder); default `prefix`. */ folderFor?: () => string },
): Promise<{ files: StoredFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('Envie os arquivos como formulário (multipart/form-data).');
  const files: StoredFile[] = [];
  const fields: Record<string, string> = {};
  const mb = Math.round(o.maxBytes / 1024 / 1024);
  const folders: string[] = [];
  const dropAll = async () => {
    for (const f of new Set([prefix, ...folders])) await ctx.storage.deletePrefix(f);
  };
  try {
    for await (const part of req.parts({ limits: { fileSize: o.maxBytes, files: o.maxFiles + 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const fileName = safeFileName(part.filename || 'arquivo');
      const ext = path.extname(fileName).toLowerCase();
      if (!o.extensions.includes(ext)) {
        part.file.resume();
        throw new AppError(415, 'FORMATO_NAO_SUPORTADO', `"${fileName}": formato não suportado; envie ${o.extensions.join(', ')}.`);
      }
      if (files.length >= o.maxFiles) {
        part.file.resume();
        throw badRequest(`Envie no máximo ${o.maxFiles} arquivos de uma vez.`);
      }
      const folder = o.folderFor ? o.folderFor() : prefix;
      const key = `${folder}/entrada/principal-${randomUUID().slice(0, 8)}${ext}`;
      folders.push(folder);
      const { size } = await ctx.storage.put(key, part.file);
      if (part.file.truncated) throw new AppError(413, 'ARQUIVO_GRANDE', `"${fileName}" excede o limite de ${mb} MB.`);
      files.push({ prefix: folder, fileName, key, size });
    }
  } catch (err) {
    await dropAll();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'ARQUIVO_GRANDE', `Um dos arquivos excede o limite de ${mb} MB.`);
    throw err;
  }
  if (files.length === 0) {
    await dropAll();
    throw badRequest('Selecione ao menos um arquivo.');
  }
  return { files, fields };
}
