import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A tab bar wider than a phone scrolls sideways. The current page's tab is scrolled into its view
 * on every move (it tells where the user is), and the bar says on which side more tabs wait, which
 * its stylesheet shows as a fading edge.
 */
export function useTabsInView(bar: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const update = () => setMore({ before: el.scrollLeft > 1, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [bar]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move, once NavLink has marked another tab current.
  useEffect(() => {
    const el = bar.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    // Centred in the bar; the bar's own scroll, never the page's (scrollIntoView could move both).
    const target = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
    el.scrollLeft = Math.max(0, Math.min(target, el.scrollWidth - el.clientWidth));
  }, [bar, pathname]);

  return { 'data-more-before': more.before || undefined, 'data-more-after': more.after || undefined };
}
