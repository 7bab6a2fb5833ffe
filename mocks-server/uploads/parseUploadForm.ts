export interface UploadForm {
  /** Text fields; a repeated field keeps its first value. */
  fields: Record<string, string>;
  files: File[];
}

export function isMultipart(contentType: string | undefined): contentType is string {
  return contentType !== undefined && /^multipart\/form-data\s*;.*\bboundary=/i.test(contentType);
}

/**
 * Parses a multipart body with the platform's own parser (undici, behind Response#formData),
 * so the lab needs no multipart dependency. Null when the body is not valid multipart.
 */
export async function parseUploadForm(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<UploadForm | null> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form) {
    if (typeof value !== 'string') files.push(value);
    else if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return { fields, files };
}

/**
 * What the journal shows of a multipart body: the text fields (secret-named ones are masked by
 * the journal) and the file's name, type and size, never its bytes.
 */
export function summarizeUploadForm(form: UploadForm): Record<string, unknown> {
  return {
    ...form.fields,
    files: form.files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
  };
}
