import type { ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import { BrandLogo } from '../ui/BrandLogo'
import { Icon } from '../ui/Icon'
import { LanguageSwitch } from '../ui/LanguageSwitch'

/**
 * The frame of the sign-in, sign-up and password-reset pages: a brand panel on the left with the
 * product promise, and the form card on the right.
 */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useI18n()
  return (
    <div className="auth-layout">
      <aside className="auth-aside">
        <BrandLogo tone="light" />
        <div className="auth-aside-body">
          <h2 className="auth-aside-title">{t('authAsideTitle')}</h2>
          <p className="auth-aside-text">{t('authAsideText')}</p>
          <ul className="auth-points">
            {(['authPointModel', 'authPointCalc', 'authPointCollab'] as const).map((key) => (
              <li key={key}><Icon name="check" size={16} />{t(key)}</li>
            ))}
          </ul>
        </div>
        <svg className="auth-aside-art" viewBox="0 0 360 160" aria-hidden="true">
          <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="2">
            <path d="M40 80h90c30 0 30-40 60-40h80M130 80c30 0 30 40 60 40h80M130 80h140" />
          </g>
          <g fill="rgba(255,255,255,0.9)">
            <rect x="12" y="56" width="28" height="48" rx="4" />
            <rect x="270" y="26" width="28" height="28" rx="4" />
            <rect x="270" y="66" width="28" height="28" rx="4" />
            <rect x="270" y="106" width="28" height="28" rx="4" />
            <circle cx="130" cy="80" r="5" />
          </g>
        </svg>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar"><LanguageSwitch /></div>
        <div className="auth-card">{children}</div>
      </main>
    </div>
  )
}
