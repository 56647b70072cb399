import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a named export, so every page module keeps named exports only. `preload` starts
 * fetching the page's code before React renders it (the module is fetched once either way).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself accepts components of any props.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => void } {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: () => void load() },
  );
}
