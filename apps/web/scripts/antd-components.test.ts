import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedAntdComponents } from './antd-components';

describe('the antd components the stylesheet covers', () => {
  let src: string;
  beforeAll(async () => {
    src = await mkdtemp(path.join(tmpdir(), 'antd-components-'));
    await writeFile(
      path.join(src, 'page.tsx'),
      "import { Form, type FormInstance, Table as Grid } from 'antd';\nimport { useState } from 'react';\n",
    );
  });
  afterAll(() => rm(src, { recursive: true, force: true }));

  it('includes what the app imports and what those render inside themselves, and nothing else', async () => {
    const components = await usedAntdComponents(src);
    // Imported (a type import and a renamed import count by antd's name).
    expect(components).toEqual(expect.arrayContaining(['Form', 'Table']));
    // Rendered inside them: the form's grid, the table's pagination, spinner, checkboxes and empty state.
    expect(components).toEqual(expect.arrayContaining(['Row', 'Col', 'Pagination', 'Spin', 'Checkbox', 'Empty']));
    // Neither imported nor used by those two.
    expect(components).not.toContain('Carousel');
    expect(components).not.toContain('Calendar');
    expect(components).not.toContain('ConfigProvider');
  });

  it('finds no component in code that imports none', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'antd-none-'));
    try {
      await writeFile(path.join(empty, 'a.ts'), "export const a = 'antd';\n");
      expect(await usedAntdComponents(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
