import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The antd components whose styles the app can show: those it imports, and every component those
 * render inside themselves (a Table its Pagination, Spin and Checkbox; a Form its Row and Col),
 * found by following antd's own imports between its component folders. A component imported
 * anywhere later is included by the next build without a list to keep.
 */
export async function usedAntdComponents(srcDir: string): Promise<string[]> {
  const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  const exported = Object.keys(await import('antd')).filter((name) => /^[A-Z]/.test(name) || name === 'message');
  // antd's folder of each component: DatePicker lives in date-picker/.
  const folderOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const namesIn = new Map<string, string[]>();
  for (const name of exported) namesIn.set(folderOf(name), [...(namesIn.get(folderOf(name)) ?? []), name]);
  // The grid's styles come with Row and Col; ConfigProvider has none, and its imports (every
  // component it can configure) say nothing about what the app shows.
  namesIn.set('grid', ['Row', 'Col']);
  namesIn.delete('config-provider');

  const imported = new Set<string>();
  for await (const file of walk(srcDir)) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = await readFile(file, 'utf8');
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of names.split(',').map((n) =>
        n
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim(),
      )) {
        if (name && exported.includes(name)) imported.add(folderOf(name));
      }
    }
  }

  const folders = new Set<string>();
  const visit = async (folder: string) => {
    if (folders.has(folder) || !namesIn.has(folder)) return;
    folders.add(folder);
    for await (const file of walk(path.join(antdEs, folder))) {
      if (!file.endsWith('.js')) continue;
      const source = await readFile(file, 'utf8');
      for (const [, other = ''] of source.matchAll(/from\s*'(?:\.\.\/)+([a-z-]+)/g)) await visit(other);
    }
  };
  for (const folder of imported) await visit(folder);
  return [...folders].flatMap((folder) => namesIn.get(folder) ?? []).sort();
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
