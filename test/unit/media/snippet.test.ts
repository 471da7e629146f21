// Headline + snippet screening (docs/media.md, "Headline and snippet"): each rule with a story written for this
// test, and the false alarms each rule must not raise.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sentenceEvidence } from '../../../src/media/classify.ts'
import { fold } from '../../../src/media/text.ts'

const action = (s: string) => sentenceEvidence(fold(s)).action

test('inflections of the legal-process vocabulary count like their base forms', () => {
  for (const s of [
    'Prosecutors are charging the broker with wire fraud.',
    'The regulator charges two directors over the missing funds.',
    'A jury found the former treasurer guilty on all counts.',
    'The judge will hear arguments before sentencing next month.',
    'He has two prior convictions.',
    'Police were arresting the suspects at dawn.',
    'The agency probed the lender for two years.',
    'Customs seizes the cargo at the port.',
    'The exchange censured the broker and reprimanded its chief.',
    'The former partner was disbarred last year.',
    'The trader was granted bail on Tuesday.',
    'She entered a plea deal with federal prosecutors.',
    'Officials falsifying the records face dismissal.',
  ]) assert.ok(action(s) > 0, s)
  // and not the words they are not
  for (const s of ['The bank bailed out the airline.', 'The sentence structure is simple.', 'The committee probes questions of style.']) {
    assert.equal(action(s), 0, s)
  }
})
