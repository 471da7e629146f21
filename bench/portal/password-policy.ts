/**
 * Cost of the portal password policy (src/auth/password.ts): module load (the common-password list of
 * @zxcvbn-ts/language-common), the first check (builds the lower-cased Set), then N checks of distinct passwords.
 * Usage: node bench/portal/password-policy.ts [checks=10000]
 */
const n = Number(process.argv[2] ?? 10_000)
const t0 = performance.now()
const { passwordProblem } = await import('../../src/auth/password.ts')
const t1 = performance.now()
passwordProblem('correct horse battery staple')
const t2 = performance.now()
let refused = 0
for (let i = 0; i < n; i++) if (passwordProblem(i % 2 ? `correct horse battery staple ${i}` : 'password12')) refused++
const t3 = performance.now()
console.log(JSON.stringify({
  import_ms: +(t1 - t0).toFixed(1), first_check_ms: +(t2 - t1).toFixed(1), checks: n, refused,
  per_check_us: +(((t3 - t2) * 1000) / n).toFixed(2), heap_mib: +(process.memoryUsage().heapUsed / 1048576).toFixed(1),
}))
