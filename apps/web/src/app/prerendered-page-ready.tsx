import { useEffect } from 'react';

/**
 * A prerendered page (scripts/prerender.ts) arrives with #root `inert`: visible, but neither
 * focusable nor clickable, since typing or a click before React takes the page over would be lost
 * (or send the form natively, reloading the page). Called once the page is React's.
 */
export function markPrerenderedPageReady() {
  document.getElementById('root')?.removeAttribute('inert');
}

/** Placed in the page's Suspense boundary, so it runs once the page's own content is hydrated. */
export function PrerenderedPageReady() {
  useEffect(markPrerenderedPageReady, []);
  return null;
}
