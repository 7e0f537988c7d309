/** A multipart/form-data body holding one file, for app.inject. */
export function multipart(
  bytes: Buffer,
  opts: { field?: string; filename?: string; type?: string } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'logo'}"; ` +
    `filename="${opts.filename ?? 'logo.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
