import { useEffect } from 'react';

/**
 * While `unsaved` is true, closing or reloading the tab asks first (the browser's own prompt).
 * Moving within the app does not unload the page: the forms that use this keep a draft in the tab
 * for that.
 */
export function useWarnBeforeUnload(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
