/** Prices with a currency written before or after the number, in the grouping conventions of the shops' locales. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { findPrice } from '../../../src/sitecheck/checks/commerce.ts'

test('yen, yuan and won: signs before, units after, CJK multipliers, full-width digits', () => {
  assert.equal(findPrice('煎茶 100g 5,000円（税込）'), '5,000円')
  assert.equal(findPrice('価格 ¥5,000'), '¥5,000')
  assert.equal(findPrice('価格 ￥5,000'), '￥5,000')
  assert.equal(findPrice('急須 1.2万円'), '1.2万円')
  assert.equal(findPrice('５，０００円'), '５，０００円')
  assert.equal(findPrice('售价 99元'), '99元')
  assert.equal(findPrice('₩5,000'), '₩5,000')
  assert.equal(findPrice('가격 5,000원입니다'), '5,000원')
  assert.equal(findPrice('5만원'), '5만원')
})

test('rupee, rouble, zloty, crowns, forint, lira, real and others, before or after', () => {
  assert.equal(findPrice('MRP ₹1,23,456'), '₹1,23,456')
  assert.equal(findPrice('Rs. 499 only'), 'Rs. 499')
  assert.equal(findPrice('Цена 1 990 ₽'), '1 990 ₽')
  assert.equal(findPrice('Цена 1 990 руб.'), '1 990 руб.')
  assert.equal(findPrice('Cena 199 zł'), '199 zł')
  assert.equal(findPrice('Pris 199 kr'), '199 kr')
  assert.equal(findPrice('Pris kr 199,-'), 'kr 199,-')
  assert.equal(findPrice('Cena 99 Kč'), '99 Kč')
  assert.equal(findPrice('Ár 1 990 Ft'), '1 990 Ft')
  assert.equal(findPrice('Fiyat 99 TL'), '99 TL')
  assert.equal(findPrice('Preço R$ 99,90'), 'R$ 99,90')
  assert.equal(findPrice("Preis CHF 1'234.50"), "CHF 1'234.50")
  assert.equal(findPrice('Harga Rp 150.000'), 'Rp 150.000')
  assert.equal(findPrice('Giá 150.000đ'), '150.000đ')
  assert.equal(findPrice('49.99 USD'), '49.99 USD')
  assert.equal(findPrice('nur 49,- €'), '49,- €')
  assert.equal(findPrice('£12.99'), '£12.99')
})

test('a number without a currency is not a price', () => {
  for (const t of ['Call 0800 123 456', 'since 1998', 'Windows 10', '150 km', '2024年元旦', '創業1952年', '標高400メートル',
    '1 345 visitors', 'order #12345', 'page 2 of 10', '12 Leistungen', '5 krawatten', '3원칙', 'a team of 12 TLs', 'Rs'])
    assert.equal(findPrice(t), undefined, t)
})

test('a number of thousands of space- or comma-grouped digits is read in one pass', { timeout: 120_000 }, async () => {
  // Each group of a "1 234 234 …" run may start a number (a space is no part of one): a group run without a bound
  // was rescanned to the end of the number from each group, and a page text of such groups held the server.
  const { runBounded } = await import('../../helpers/bounded-worker.ts')
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/sitecheck/checks/commerce.ts', import.meta.url).href)}).then(({ findPrice }) => {
      const spaced = findPrice('x 1' + ' 234'.repeat(75000) + ' k')
      const wide = findPrice('x ２' + '，３４５'.repeat(75000) + ' k')
      parentPort.postMessage([spaced ?? null, wide ?? null])
    })`
  const result = await runBounded(code, 'the text was not read', 15_000)
  assert.deepEqual(result, [null, null])
  // the bound (five groups after the first) leaves real prices whole: dong, rupiah and won amounts of four and five groups
  assert.equal(findPrice('Giá 1.234.567.890đ'), '1.234.567.890đ')
  assert.equal(findPrice('Rp 12.345.678.901.234'), 'Rp 12.345.678.901.234')
  assert.equal(findPrice('가격 1,234,567,890,123원'), '1,234,567,890,123원')
})
