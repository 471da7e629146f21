/** Static assets of the portal, served with long-lived caching; no build step, no client framework. */
export const STYLE_CSS = `
:root{--bg:#f6f7fb;--card:#fff;--ink:#172033;--muted:#5b6478;--line:#e3e6ee;--brand:#3b5bdb;--brand-ink:#fff;--danger:#c92a2a;--ok:#2b8a3e;--radius:10px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
*{box-sizing:border-box}body{margin:0;line-height:1.5;font-size:15px}
a{color:var(--brand)}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,select:focus-visible{outline:3px solid #91a7ff;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:6px 10px;z-index:9}
.top{display:flex;align-items:center;gap:28px;padding:14px 32px;background:#111a2e;color:#fff}
.brand{color:#fff;text-decoration:none;font-weight:700;font-size:17px;letter-spacing:.2px}.brand .logo{color:#748ffc}.brand .muted{color:#aab4cc;font-weight:400;font-size:14px;margin-left:4px}
.top nav{display:flex;gap:4px;flex:1}.top nav a{color:#cfd6e6;text-decoration:none;padding:6px 12px;border-radius:6px}.top nav a:hover{background:#1f2a44;color:#fff}
.top nav a[aria-current=page]{background:#2a3658;color:#fff}
.logout{display:flex;align-items:center;gap:12px;margin-left:auto}.who{color:#aab4cc;font-size:13px}
button.link{background:none;border:0;color:#cfd6e6;cursor:pointer;font:inherit;text-decoration:underline;padding:0}
main{margin:32px auto;padding:0 24px}main.wide{max-width:1040px}main.narrow{max-width:440px}
h1{font-size:26px;margin:0 0 6px}h2{font-size:18px;margin:0 0 12px}.lead{color:var(--muted);margin:0 0 24px}
.card{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:24px;margin-bottom:24px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
.field{margin-bottom:16px}.field label{display:block;font-weight:600;margin-bottom:4px}.hint{color:var(--muted);font-size:13px;margin:0 0 6px}
input[type=text],input[type=email],input[type=password],input[type=url],textarea,select{width:100%;padding:9px 11px;border:1px solid #c7cddb;border-radius:8px;font:inherit;background:#fff}
textarea{resize:vertical}.has-error input,.has-error textarea{border-color:var(--danger)}.error{color:var(--danger);font-size:13px;margin:6px 0 0}
.btn,button.primary,button.secondary,button.danger{display:inline-block;border:1px solid transparent;border-radius:8px;padding:9px 16px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button.primary,.btn{background:var(--brand);color:var(--brand-ink)}button.primary:hover{background:#364fc7}
button.secondary{background:#fff;color:var(--ink);border-color:#c7cddb}button.danger{background:#fff;color:var(--danger);border-color:#f1b5b5}
button.small{padding:5px 10px;font-size:13px}.row{display:flex;gap:12px;align-items:flex-end;flex-wrap:wrap}.row .field{flex:1;min-width:180px}
.alert{padding:12px 14px;border-radius:8px;margin-bottom:16px;border:1px solid}.alert.error{background:#fff5f5;border-color:#ffc9c9;color:#a51111}
.alert.success{background:#ebfbee;border-color:#b2f2bb;color:#1b5e20}.alert.info{background:#edf2ff;border-color:#bac8ff;color:#1c3d99}
table{width:100%;border-collapse:collapse;font-size:14px}th{text-align:left;color:var(--muted);font-weight:600;border-bottom:1px solid var(--line);padding:8px 10px}
td{border-bottom:1px solid var(--line);padding:10px;vertical-align:top}tr:last-child td{border-bottom:0}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}.muted{color:var(--muted)}
.badge{display:inline-block;border-radius:999px;padding:1px 9px;font-size:12px;font-weight:600}.badge.active{background:#ebfbee;color:var(--ok)}
.badge.revoked,.badge.expired{background:#f1f3f5;color:#868e96}.badge.expiring{background:#fff4e6;color:#d9480f}
.actions{display:flex;gap:6px;flex-wrap:wrap}.actions form{display:inline}.actions select{width:auto;padding:4px 6px;font-size:13px}
.secret{margin:12px 0}.secret label{font-weight:600;display:block;margin-bottom:4px}.copyrow{display:flex;gap:8px}.copyrow input{flex:1;background:#f8f9fc}
.oncebox{border:1px solid #ffd8a8;background:#fff9f0;border-radius:var(--radius);padding:20px;margin-bottom:24px}
.empty{color:var(--muted);text-align:center;padding:24px}
.auth-card{margin-top:48px}.auth-card h1{text-align:center}.auth-card .lead{text-align:center}.switch{text-align:center;color:var(--muted);margin-top:16px}
.consent .app{font-size:20px;font-weight:700}.scopes{list-style:none;padding:0;margin:16px 0}.scopes li{padding:10px 12px;border:1px solid var(--line);border-radius:8px;margin-bottom:8px}
.scopes strong{display:block}.buttons{display:flex;gap:12px;margin-top:20px}.buttons button{flex:1}
.chart{width:100%;height:auto}.legend{display:flex;gap:16px;flex-wrap:wrap;font-size:13px;margin-top:8px}.legend span::before{content:"";display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;background:var(--c)}
.c0{--c:#0072B2}.c1{--c:#E69F00}.c2{--c:#009E73}.c3{--c:#CC79A7}.c4{--c:#56B4E9}.c5{--c:#D55E00}.c6{--c:#F0E442}.c7{--c:#000000}
button.block{width:100%}.form-card{max-width:520px}table.spaced{margin-top:16px}p.small{font-size:13px;margin-top:16px}
.card{overflow-x:auto}.mono{overflow-wrap:anywhere}.btn.secondary{background:#fff;color:var(--ink);border-color:#c7cddb}.btn.small{padding:5px 10px;font-size:13px}
@media (max-width:640px){
.top{flex-wrap:wrap;gap:6px 12px;padding:10px 14px}.brand .muted{display:none}
.top nav{order:3;flex:1 1 100%;overflow-x:auto;gap:2px}.top nav a{padding:6px 9px;white-space:nowrap}
.logout{gap:8px}.who{display:none}
main{margin:16px auto;padding:0 12px}.card{padding:16px}.oncebox{padding:14px}h1{font-size:22px}
th,td{padding:8px 6px}
table.stack thead{position:absolute;left:-9999px}table.stack,table.stack tbody,table.stack tr,table.stack td{display:block}
table.stack tr{border-bottom:1px solid var(--line);padding:8px 0}table.stack tr:last-child{border-bottom:0}table.stack td{border:0;padding:3px 0}
table.stack td[data-label]::before{content:attr(data-label) ": ";color:var(--muted);font-size:13px}.actions select{max-width:100%}.copyrow{flex-wrap:wrap}.copyrow input{min-width:0}
}
.check{font-weight:400!important;display:flex!important;gap:8px;align-items:flex-start}
.copyrow input{padding:9px 11px;border:1px solid #c7cddb;border-radius:8px;font-size:13px}
button.copy{background:#fff;border:1px solid #c7cddb;border-radius:8px;padding:0 16px;font:inherit;font-weight:600;cursor:pointer}button.copy:hover{background:#f1f3f9}
.foot{text-align:center;color:var(--muted);font-size:13px;padding:24px}
.bar{height:8px;background:#edf0f7;border-radius:4px;overflow:hidden;min-width:120px}.bar i{display:block;height:100%;background:var(--brand)}
`

/** Adds copy-to-clipboard to one-time secrets; the page works without it. */
export const PORTAL_JS = `
document.addEventListener('click', function (e) {
  var b = e.target.closest && e.target.closest('button[data-copy]');
  if (!b) return;
  var input = document.getElementById(b.getAttribute('data-copy'));
  input.select();
  var done = function () { b.textContent = 'Copied'; setTimeout(function () { b.textContent = 'Copy' }, 1500) };
  if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand('copy'); done() });
  else { document.execCommand('copy'); done() }
});
`
