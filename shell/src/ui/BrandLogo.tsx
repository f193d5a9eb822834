import { useI18n } from '../i18n/useI18n'
import { Link } from './Link'

/** The product mark (a stylised harness: two connectors joined by a branching bundle) and name. */
export function BrandLogo({ to = '/', tone = 'dark' }: { readonly to?: string; readonly tone?: 'dark' | 'light' }) {
  const { t } = useI18n()
  return (
    <Link to={to} className={`brand brand-${tone}`} aria-label={`${t('brandName')} · ${t('brandTagline')}`}>
      <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="url(#brand-gradient)" />
        <defs>
          <linearGradient id="brand-gradient" x1="0" y1="0" x2="32" y2="32">
            <stop offset="0" stopColor="#3b82f6" />
            <stop offset="1" stopColor="#1d4ed8" />
          </linearGradient>
        </defs>
        <rect x="5" y="9" width="6" height="14" rx="1.5" fill="#fff" />
        <rect x="21" y="6" width="6" height="8" rx="1.5" fill="#fff" opacity="0.9" />
        <rect x="21" y="18" width="6" height="8" rx="1.5" fill="#fff" opacity="0.9" />
        <path d="M11 16h4c2 0 2-6 6-6M15 16c2 0 2 6 6 6" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="brand-name">{t('brandName')}</span>
    </Link>
  )
}
