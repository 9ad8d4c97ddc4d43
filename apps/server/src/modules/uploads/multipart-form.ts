import type { FastifyRequest } from "fastify";
import { invalid } from "../../platform/errors.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import { holdsNulCharacter } from "../../platform/http/reject-nul-characters.ts";
import { MAX_IMAGE_BYTES, SERVER_MESSAGES, UPLOAD_MESSAGES } from "@taaza/domain";

export interface MultipartForm {
  /** Each field's value (the last one sent, when a field comes more than once). */
  fields: Record<string, string>;
  /** Every value of each field, in the order sent (a field sent once per chosen item, like `lineIds`). */
  lists: Record<string, string[]>;
  files: { field: string; bytes: Buffer }[];
}

/**
 * Reads a multipart form into memory with limits: at most `maxFiles` files (the caller's own
 * message when exceeded) of at most 5 MB each. Nothing is written anywhere yet.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { maxFiles: number; tooManyFiles: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalid("Send the form as multipart/form-data");
  const form: MultipartForm = { fields: {}, lists: {}, files: [] };
  for await (const part of request.parts({
    limits: { files: limits.maxFiles + 1, fileSize: MAX_IMAGE_BYTES, fields: 40, fieldSize: 64 * 1024 },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        throw error;
      });
      if (bytes.length === 0) continue;
      form.files.push({ field: part.fieldname, bytes });
      if (form.files.length > limits.maxFiles) throw invalid(limits.tooManyFiles);
    } else {
      const value = String(part.value);
      // The JSON edge check (reject-nul-characters.ts) cannot see inside a multipart body.
      if (holdsNulCharacter(value) || holdsNulCharacter(part.fieldname)) throw invalid(SERVER_MESSAGES.request.nulCharacter);
      form.fields[part.fieldname] = value;
      (form.lists[part.fieldname] ??= []).push(value);
    }
  }
  return form;
}
