import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export, so every page module keeps named exports only. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself accepts components of any props.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
