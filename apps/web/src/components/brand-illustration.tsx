/** A drawn scene of candidate cards and a match score; made in SVG so the CSP needs no image hosts. */
export function BrandIllustration() {
  return (
    <svg className="td-brand-illustration" viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="td-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef2ff" />
        </linearGradient>
        <linearGradient id="td-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#10b981" />
        </linearGradient>
      </defs>

      <g transform="translate(40 52) rotate(-4)">
        <rect width="230" height="96" rx="14" fill="url(#td-card)" opacity="0.55" />
      </g>
      <g transform="translate(58 40)">
        <rect width="250" height="104" rx="16" fill="url(#td-card)" />
        <circle cx="46" cy="52" r="26" fill="#c7d2fe" />
        <circle cx="46" cy="45" r="10" fill="#4f46e5" />
        <path d="M28 70c4-12 32-12 36 0" fill="#4f46e5" />
        <rect x="86" y="30" width="110" height="12" rx="6" fill="#1e293b" />
        <rect x="86" y="52" width="80" height="9" rx="4.5" fill="#94a3b8" />
        <rect x="86" y="70" width="46" height="16" rx="8" fill="#dbeafe" />
        <rect x="138" y="70" width="58" height="16" rx="8" fill="#dcfce7" />
        <circle cx="222" cy="52" r="18" fill="none" stroke="#e2e8f0" strokeWidth="6" />
        <path d="M222 34a18 18 0 1 1-17.1 23.6" fill="none" stroke="url(#td-ring)" strokeWidth="6" strokeLinecap="round" />
      </g>

      <g transform="translate(120 168)">
        <rect width="260" height="112" rx="16" fill="url(#td-card)" />
        <rect x="20" y="22" width="90" height="11" rx="5.5" fill="#1e293b" />
        <rect x="20" y="42" width="140" height="8" rx="4" fill="#cbd5e1" />
        <rect x="20" y="70" width="18" height="24" rx="4" fill="#93c5fd" />
        <rect x="46" y="58" width="18" height="36" rx="4" fill="#60a5fa" />
        <rect x="72" y="50" width="18" height="44" rx="4" fill="#3b82f6" />
        <rect x="98" y="64" width="18" height="30" rx="4" fill="#60a5fa" />
        <rect x="124" y="44" width="18" height="50" rx="4" fill="#2563eb" />
        <rect x="170" y="60" width="72" height="34" rx="10" fill="#1d4ed8" />
        <path d="M186 77l7 7 14-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>

      <g transform="translate(300 130)">
        <circle r="22" fill="#fbbf24" />
        <path d="M-8 0l5 5 11-11" fill="none" stroke="#78350f" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
