/**
 * The landing page's product picture: an editor window drawing a small harness (connectors, a
 * branching bundle, a splice, taping and a wire-cut table), made of plain SVG so it needs no assets.
 */
export function HarnessPreview() {
  return (
    <div className="preview-window" aria-hidden="true">
      <div className="preview-titlebar">
        <span className="dot dot-red" /><span className="dot dot-amber" /><span className="dot dot-green" />
        <span className="preview-tab">harness-A01.xml</span>
      </div>
      <div className="preview-body">
        <div className="preview-toolbar">
          {Array.from({ length: 7 }, (_, i) => <span key={i} className="preview-tool" />)}
        </div>
        <svg className="preview-canvas" viewBox="0 0 420 260">
          <defs>
            <pattern id="grid" width="14" height="14" patternUnits="userSpaceOnUse">
              <path d="M14 0H0V14" fill="none" stroke="#e8eef8" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="420" height="260" fill="url(#grid)" />
          {/* bundle trunk and branches */}
          <g fill="none" strokeLinecap="round">
            <path d="M70 130H190C220 130 230 70 270 70H340" stroke="#1e293b" strokeWidth="9" />
            <path d="M190 130H340" stroke="#1e293b" strokeWidth="7" />
            <path d="M190 130C220 130 230 200 270 200H340" stroke="#1e293b" strokeWidth="6" />
            <path d="M70 130H190C220 130 230 70 270 70H340" stroke="#3b82f6" strokeWidth="2" />
            <path d="M190 130H340" stroke="#f59e0b" strokeWidth="2" />
            <path d="M190 130C220 130 230 200 270 200H340" stroke="#10b981" strokeWidth="2" />
          </g>
          {/* taping run */}
          <rect x="100" y="122" width="60" height="16" rx="3" fill="#94a3b8" opacity="0.55" />
          <path d="M104 122l8 16M116 122l8 16M128 122l8 16M140 122l8 16M152 122l6 12" stroke="#64748b" strokeWidth="1" />
          {/* splice and branch point */}
          <circle cx="190" cy="130" r="7" fill="#fff" stroke="#2563eb" strokeWidth="3" />
          {/* connectors */}
          <g fill="#fff" stroke="#2563eb" strokeWidth="2">
            <rect x="30" y="100" width="40" height="60" rx="5" />
            <rect x="340" y="52" width="44" height="36" rx="5" />
            <rect x="340" y="112" width="44" height="36" rx="5" />
            <rect x="340" y="182" width="44" height="36" rx="5" />
          </g>
          <g fill="#bfdbfe">
            {[0, 1, 2, 3].map((i) => <rect key={i} x="38" y={108 + i * 12} width="24" height="8" rx="2" />)}
            {[60, 120, 190].map((y) => <rect key={y} x="348" y={y + 8} width="28" height="20" rx="3" />)}
          </g>
          <g fontFamily="Arial, sans-serif" fontSize="11" fill="#334155" fontWeight="600">
            <text x="34" y="94">X1</text><text x="344" y="46">X2</text><text x="344" y="106">X3</text><text x="344" y="176">X4</text>
            <text x="176" y="152">S1</text>
          </g>
          <g fontFamily="Arial, sans-serif" fontSize="10" fill="#64748b">
            <text x="226" y="62">420 mm</text><text x="250" y="124">380 mm</text><text x="226" y="222">510 mm</text>
          </g>
        </svg>
        <div className="preview-table">
          {['W1  0.5 mm²  RD  X1:1 → X2:1  420', 'W2  0.75 mm² BK  X1:2 → X3:1  380', 'W3  0.35 mm² GN  X1:3 → X4:2  510'].map((row) => (
            <div key={row} className="preview-row">{row}</div>
          ))}
        </div>
      </div>
    </div>
  )
}
