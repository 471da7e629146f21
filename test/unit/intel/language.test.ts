// Language detection reports 'und' rather than a guess on short Latin-script text (src/intel/text/language.ts).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { detectLanguage } from '../../../src/intel/text/language.ts'

// Tried as a new user would: an English login page ("Sign in – Acme Portal …") came back as language "ber"
// (Berber) and a casino title as "tr": trigram detection on a few Latin words is a guess.
test('short Latin-script text without a declared language is und, not a guess', () => {
  assert.equal(detectLanguage('Sign in – Acme Portal Email Password Sign in Forgot password?'), 'und')
  assert.equal(detectLanguage('Royal Spin Casino – Play Slots, Roulette & Live Blackjack Online'), 'und')
})

test('longer text, non-Latin scripts and declared languages are still detected', () => {
  assert.equal(detectLanguage('The central bank kept its key interest rate unchanged on Friday, citing persistent inflation and a labour market that remains tight, and said it would watch the data closely.'), 'en')
  assert.equal(detectLanguage('Банк России сохранил ключевую ставку'), 'ru')
  assert.equal(detectLanguage('さくら雑貨店へようこそ。手作りの食器を販売しています。'), 'ja')
  assert.equal(detectLanguage('Sign in', 'de-DE'), 'de')
})
