import 'altcha';
import { useEffect, useRef } from 'react';

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<void> };
type StateDetail = { state: string; payload?: string };

/** The widget's states (its `statechange` event) that the page tells users about. */
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

type AltchaWidgetProps = {
  onChange?: (payload: string | undefined) => void;
  onStateChange?: (state: AltchaState) => void;
  resetKey?: number;
  /** Solve at once, without waiting for the checkbox: the auth forms mount it on the form's first focus. */
  verifyOnMount?: boolean;
};

/**
 * The ALTCHA web component (self-hosted proof of work, solved in its web workers). It is created
 * imperatively so React never reconciles its DOM; this module is loaded lazily because the widget
 * is ~24 KB gzipped.
 *
 * `hidelogo` and `hidefooter`: the logo is a link inside an `aria-hidden` element that stays
 * focusable (axe's aria-hidden-focus; Tab lands on something screen readers do not announce), and
 * the footer link is one more Tab stop whose name ("Visit Altcha.org") is not its text ("ALTCHA").
 * Without them the widget is a labelled checkbox ("I'm not a robot") and its status line.
 */
export function AltchaWidget({ onChange, onStateChange, resetKey = 0, verifyOnMount = false }: AltchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaElement | null>(null);
  const callbacks = useRef({ onChange, onStateChange });
  callbacks.current = { onChange, onStateChange };

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; verifyOnMount is read at creation only.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const widget = document.createElement('altcha-widget') as AltchaElement;
    widget.setAttribute('challengeurl', '/api/captcha/challenge');
    widget.setAttribute('credentials', 'same-origin');
    widget.setAttribute('hidelogo', '');
    widget.setAttribute('hidefooter', '');
    if (verifyOnMount) widget.setAttribute('auto', 'onload');
    const onWidgetStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      // While it works the widget shows a spinner in its checkbox's place and makes the checkbox
      // transparent; out of the Tab order meanwhile, so Tab never lands on something unseen.
      const checkbox = widget.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (checkbox) checkbox.tabIndex = detail.state === 'verifying' ? -1 : 0;
      callbacks.current.onChange?.(detail.state === 'verified' ? detail.payload : undefined);
      callbacks.current.onStateChange?.(detail.state as AltchaState);
    };
    widget.addEventListener('statechange', onWidgetStateChange);
    host.appendChild(widget);
    widgetRef.current = widget;
    return () => {
      widget.removeEventListener('statechange', onWidgetStateChange);
      widget.remove();
      widgetRef.current = null;
    };
  }, []);

  // A payload is single-use: after a rejected submit the user needs a fresh challenge, solved at
  // once when the widget solves without being asked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset key is the trigger.
  useEffect(() => {
    if (resetKey === 0) return;
    const widget = widgetRef.current;
    widget?.reset?.();
    callbacks.current.onChange?.(undefined);
    if (verifyOnMount) void widget?.verify?.();
  }, [resetKey]);

  return <div ref={hostRef} className="td-captcha" />;
}
