import 'altcha';
import { useEffect, useRef } from 'react';

type AltchaElement = HTMLElement & { reset?: () => void };
type StateDetail = { state: string; payload?: string };

type AltchaWidgetProps = { onChange?: (payload: string | undefined) => void; resetKey?: number };

/**
 * The ALTCHA web component (self-hosted proof of work). It is created imperatively so React never
 * reconciles its shadow DOM; this module is loaded lazily because the widget is ~40 KB.
 */
export function AltchaWidget({ onChange, resetKey = 0 }: AltchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const widget = document.createElement('altcha-widget') as AltchaElement;
    widget.setAttribute('challengeurl', '/api/captcha/challenge');
    widget.setAttribute('credentials', 'same-origin');
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      onChangeRef.current?.(detail.state === 'verified' ? detail.payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    host.appendChild(widget);
    widgetRef.current = widget;
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.remove();
      widgetRef.current = null;
    };
  }, []);

  // A payload is single-use: after a rejected submit the user solves a fresh challenge.
  useEffect(() => {
    if (resetKey === 0) return;
    widgetRef.current?.reset?.();
    onChangeRef.current?.(undefined);
  }, [resetKey]);

  return <div ref={hostRef} className="td-captcha" />;
}
