import type { ThemeConfig } from 'antd';

/**
 * antd's default secondary text and error red fall below WCAG AA contrast on white, so the tokens
 * are darkened here once for every screen.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'td' },
  hashed: false,
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    // antd derives a lighter hover shade, which drops white button text below 4.5:1; go darker.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorLinkHover: '#1e40af',
    colorError: '#b91c1c',
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorText: '#0f172a',
    colorTextSecondary: '#475569',
    colorTextTertiary: '#525f73',
    colorTextDescription: '#475569',
    // Placeholders stay readable (4.5:1) on the disabled grey too: a select that waits for another
    // choice (Speciality before Category) still says what it is for.
    colorTextPlaceholder: '#596475',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
    controlHeight: 38,
  },
  components: {
    Button: { primaryShadow: 'none', fontWeight: 600 },
    Form: { labelColor: '#1e293b' },
  },
};

/**
 * For visitors whose system asks for less motion: dialogs, drawers, dropdowns and messages appear
 * and leave at once instead of zooming, sliding and fading (antd's `motion` token turns its
 * animations and transitions off).
 */
export const withoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
