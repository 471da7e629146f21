/** webintel's mark for /docs: a globe with a magnifier, in the portal's colours. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="webintel">
<circle cx="18" cy="18" r="13" fill="none" stroke="#748ffc" stroke-width="3"/>
<ellipse cx="18" cy="18" rx="6" ry="13" fill="none" stroke="#748ffc" stroke-width="2"/>
<line x1="5" y1="18" x2="31" y2="18" stroke="#748ffc" stroke-width="2"/>
<line x1="27" y1="27" x2="36" y2="36" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
<text x="46" y="27" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="22" font-weight="700" fill="#ffffff">webintel</text>
</svg>`

/**
 * Swagger UI's top bar in webintel's colours; hides the default "Explore" field. Without that field the logo and
 * the dark-mode switch stay on one row at every width, the switch at the right end (Swagger UI stacks them
 * under 550 px and leaves the switch beside the logo otherwise).
 */
export const docsCss = `.swagger-ui .topbar{background:#1b2336;padding:8px 0}
.swagger-ui .topbar .download-url-wrapper{display:none}
.swagger-ui .topbar .wrapper .topbar-wrapper{flex-direction:row;align-items:center;flex-wrap:nowrap}
.swagger-ui .topbar .wrapper .dark-mode-toggle{margin-left:auto}
.swagger-ui .topbar a.link img{height:40px}
.swagger-ui .info .title small.version-stamp{background:#4c6ef5}`

/** 32×32 favicon: the same globe, as SVG. */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1b2336"/><circle cx="18" cy="18" r="11" fill="none" stroke="#748ffc" stroke-width="3"/><line x1="26" y1="26" x2="34" y2="34" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`
