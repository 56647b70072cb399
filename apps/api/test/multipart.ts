/** A multipart/form-data body built by the platform's own FormData, for app.inject. */
export async function multipart(files: { field?: string; name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}
