import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { newWordNeighbours } from '../../../src/intel/categorize/new-words.ts'

const TEN = ['Banking', 'Cryptocurrency', 'Travel', 'Sports', 'Food', 'Technology', 'Health', 'Education', 'Real Estate', 'Entertainment']
const CRYPTO_PAGE = {
  title: 'CoinVault — buy and sell bitcoin instantly',
  description: 'Trade BTC, ETH and hundreds of altcoins on a secure exchange with low fees.',
  text: 'Create a wallet, deposit funds and start trading. Our exchange lists bitcoin, ethereum, solana and stablecoins. Stake your tokens to earn yield on your portfolio.',
}

test('"Cryptocurrency" (a word the vectors do not know) wins on a crypto page among ten custom categories', async () => {
  const e = await sharedEngine()
  const r = await e.categorize(CRYPTO_PAGE, { customCategories: TEN })
  assert.equal(r.dominantCategory, 'Cryptocurrency', JSON.stringify(r.categories.slice(0, 3)))
})

test('other new words find their pages: Vape, CBD, NFT, Esports', async () => {
  const e = await sharedEngine()
  const names = ['Vape', 'CBD', 'NFT', 'Esports', 'Groceries', 'Fashion', 'Travel', 'Insurance', 'Banking', 'Education']
  const pages: [string, { title: string; text: string }][] = [
    ['Vape', { title: 'Cloud Vapour — e-liquids and pod kits', text: 'Shop nicotine salts, coils, mods and disposable vapes from top brands, delivered fast.' }],
    ['CBD', { title: 'Pure CBD oil and gummies', text: 'Full-spectrum hemp extract, CBD tinctures, THC-free gummies and balms, lab tested.' }],
    ['NFT', { title: 'Mint and trade NFT art', text: 'Collect digital art NFTs, mint your own collection and trade on our marketplace with your wallet.' }],
    ['Esports', { title: 'Esports tournaments live', text: 'Watch professional gamers compete in League of Legends and Counter-Strike esports tournaments, teams and brackets.' }],
  ]
  for (const [want, p] of pages) {
    const r = await e.categorize(p, { customCategories: names })
    assert.equal(r.dominantCategory, want, `${p.title}: ${JSON.stringify(r.categories.slice(0, 3))}`)
  }
})

test('new-word neighbours: morphology and the trade lexicon for unknown words only', async () => {
  const e = await sharedEngine()
  const crypto = newWordNeighbours('cryptocurrency', e.lexicon).map(([w]) => w)
  assert.ok(crypto.includes('crypto'), 'a known word it starts with')
  assert.ok(crypto.includes('bitcoin'), 'the trade terms of its class')
  assert.deepEqual(newWordNeighbours('banking', e.lexicon), [], 'known words are left to the vectors')
})
