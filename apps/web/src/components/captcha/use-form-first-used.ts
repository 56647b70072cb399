import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the user has started on the form around `inside`: focused any of its controls (Tab,
 * click, tap) or pressed anywhere in it. The auth forms load the captcha only then, so its code
 * and its proof of work never delay the page's first paint.
 */
export function useFormFirstUsed(inside: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!enabled || used || !form) return;
    if (form.contains(document.activeElement)) {
      setUsed(true);
      return;
    }
    const start = () => setUsed(true);
    form.addEventListener('focusin', start);
    form.addEventListener('pointerdown', start);
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
    };
  }, [inside, enabled, used]);
  return used;
}
