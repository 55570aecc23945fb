import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  detectImageType,
  DomainError,
  type DomainErrorCode,
  extensionByImageType,
  maxImageBytes,
  renameAliases,
  type ImageMimeType,
  type WireAliases,
} from '@kodesha/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileStore } from '../providers/files/file-store.js';
import type { ImageWork } from './image-work.js';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxImageBytes, files: 10, fields: 50, fieldSize: 100_000, parts: 60 },
  });
}

/** An image as it came: its bytes, its type by those bytes, and the field that carried it. */
export type UploadedImage = { bytes: Buffer; type: ImageMimeType; field?: string };

/**
 * Reads the one image of a multipart request and judges it by its bytes, not its name
 * or declared type. Too large → 413, missing → `missing` (422), not JPEG/PNG/WebP → 422.
 */
export async function readSingleImage(
  request: FastifyRequest,
  field: string,
  missing: DomainErrorCode,
): Promise<UploadedImage> {
  if (!request.isMultipart()) throw new DomainError(missing);
  await request.uploadTurns?.take(request);
  try {
    for await (const part of request.parts()) {
      refuseNul(
        part.fieldname,
        part.type === 'file' ? part.filename : typeof part.value === 'string' ? part.value : '',
      );
      if (part.type !== 'file' || part.fieldname !== field) {
        if (part.type === 'file') part.file.resume(); // drain what we do not keep
        continue;
      }
      const bytes = await fileBytes(part);
      const type = detectImageType(bytes);
      if (!type) throw new DomainError('image.notAnImage', { field });
      return { bytes, type, field };
    }
  } catch (error) {
    throw asClientError(error);
  }
  throw new DomainError(missing);
}

export type MultipartForm = {
  /** Text fields by name; a name sent more than once (`features[]`) becomes a list. */
  fields: Record<string, string | string[]>;
  /** Images by field name, in the order sent. */
  files: Record<string, UploadedImage[]>;
};

/**
 * Reads a multipart form with text fields and images under the `fileFields` names (also
 * `name[]`, `name[0]`, …), each judged by its bytes; other files are drained unread. Too
 * large → 413; more than the multipart file limit (ten) → `tooMany`; not an image → 422.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  tooMany: DomainErrorCode,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  const nameOf = (fieldname: string) => fieldname.replace(/\[\d*\]$/, '');
  try {
    for await (const part of request.parts()) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : undefined);
      const name = nameOf(part.fieldname);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        refuseNul(value);
        const previous = form.fields[name];
        form.fields[name] =
          previous === undefined
            ? value
            : [...(Array.isArray(previous) ? previous : [previous]), value];
        continue;
      }
      if (!fileFields.includes(name)) {
        part.file.resume(); // drain what we do not keep
        continue;
      }
      const bytes = await fileBytes(part);
      const type = detectImageType(bytes);
      if (!type) throw new DomainError('image.notAnImage', { field: name });
      (form.files[name] ??= []).push({ bytes, type, field: name });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new DomainError(tooMany);
    throw asClientError(error);
  }
  return form;
}

/**
 * A body that may be multipart (with files) or plain JSON (no files). Files sent under an
 * alias of a file field (`profileImage` for `profile_image`, rules §9.7) are read as that
 * field, as the body's schema reads its text fields' aliases.
 */
export async function readBody(
  request: FastifyRequest,
  fileFields: readonly string[],
  tooMany: DomainErrorCode,
  aliases: WireAliases = {},
): Promise<MultipartForm> {
  if (request.isMultipart()) {
    await request.uploadTurns?.take(request);
    const fileAliases = Object.keys(aliases).filter((alias) =>
      fileFields.includes(aliases[alias]!),
    );
    const form = await readMultipartForm(request, [...fileFields, ...fileAliases], tooMany);
    return { fields: form.fields, files: renameAliases(aliases, form.files) };
  }
  const body: unknown = request.body ?? {};
  const fields = typeof body === 'object' && body !== null ? (body as MultipartForm['fields']) : {};
  return { fields, files: {} };
}

/**
 * The input guard sees JSON, queries and paths; a multipart body is read later, by the
 * route, so its names and text are checked here, as they are read (rules §9.12).
 */
function refuseNul(...texts: (string | undefined)[]): void {
  if (texts.some((text) => text?.includes('\u0000'))) throw new DomainError('request.malformed');
}

async function fileBytes(part: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('image.tooLarge');
    throw error;
  }
}

/**
 * The multipart parser reports a broken body (no boundary, cut short) as a plain Error
 * with no status; like malformed JSON, that is the client's mistake (400), not a 500.
 */
function asClientError(error: unknown): unknown {
  const hasStatus = (error as { statusCode?: unknown } | null)?.statusCode !== undefined;
  return error instanceof DomainError || hasStatus ? error : new DomainError('request.malformed');
}

/**
 * Files only their owner and admins may read (licence photos). They live under `private/`
 * of the file store, never under the public `uploads/`, and are served through an
 * authorised route (rules §1.13). What is stored is the image re-encoded by `work`, never
 * the upload's own bytes (rules §1.9).
 */
export function createPrivateFiles(store: FileStore, folder: string, work: ImageWork) {
  const keyOf = (name: string) => {
    if (!/^[a-z0-9-]+\.(jpg|png|webp)$/.test(name))
      throw new Error(`Unsafe private file name: ${name}`);
    return `private/${folder}/${name}`;
  };
  return {
    /** Not an image, or more than 40 megapixels → 422; the image queue full → 429. */
    async save(prefix: string, upload: UploadedImage): Promise<string> {
      const image = await work.privatePhoto(upload);
      const name = `${prefix}-${randomBytes(12).toString('hex')}.${extensionByImageType[image.type]}`;
      await store.put(keyOf(name), image.bytes, { type: image.type });
      return name;
    },
    /** The file as a stream, or undefined when it is gone (removed by a newer upload, say). */
    async open(name: string): Promise<Readable | undefined> {
      return (await store.open(keyOf(name)))?.stream;
    },
    async remove(name: string): Promise<void> {
      await store.remove(keyOf(name));
    },
    typeOf(name: string): ImageMimeType {
      const extension = path.extname(name).slice(1);
      return extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg';
    },
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;

/**
 * A form's text fields, and each file field it carried marked as sent: a body whose only
 * change is a file (a driver's new photo) names a field the body's schema knows (rules §9.7).
 */
export function withFileFields(form: MultipartForm): Record<string, unknown> {
  const sent = Object.fromEntries(Object.keys(form.files).map((field) => [field, true]));
  return { ...form.fields, ...sent };
}
