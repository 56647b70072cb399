import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page or layout that can also be asked to start loading before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself accepts components of any props.
export type PreloadablePage<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Starts fetching and evaluating the module now; the same module (and promise) React.lazy uses. */
  preload: () => Promise<unknown>;
};

/** React.lazy for a named export, so every page module keeps named exports only. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself accepts components of any props.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage<M[K]> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    // A failed fetch (offline) is not kept: the next render or preload asks again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}

/** The preload of a route element's component, when it is a lazy page. */
export function preloadOf(element: unknown): (() => Promise<unknown>) | undefined {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<unknown>) : undefined;
}
