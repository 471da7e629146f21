// `webintel analyze` (table output): the risk line names only the classes that count for the verdict, with scores.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { riskLine } from '../../../src/cli/client.ts'

test('classes under the flag threshold are not named beside a low score', () => {
  assert.equal(riskLine(0.207, [{ class: 'Gambling and betting', score: 0.207 }, { class: 'Adult content', score: 0.134 }]), '0.21')
})

test('classes at or above the threshold are named with their scores, best first', () => {
  assert.equal(riskLine(1, [{ class: 'Gambling and betting', score: 0.933 }, { class: 'Counterfeit and replica goods', score: 0.11 }, { class: 'Tobacco and vaping', score: 1 }]), '1.00 — Tobacco and vaping (1.00), Gambling and betting (0.93)')
})
