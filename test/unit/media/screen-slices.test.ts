// A news check screens up to a feed's 500 stories in the main thread: screenStoriesInSlices gives other work a
// turn between slices of stories, with the same result as screenStories.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { nameVariants } from '../../../src/media/query.ts'
import { screenStories, screenStoriesInSlices } from '../../../src/media/screen.ts'

const NOW = Date.parse('2026-11-20T00:00:00Z')
const stories = Array.from({ length: 500 }, (_, i) => ({
  url: `https://news${i % 7}.example.com/story-${i}`,
  title: i % 3 === 0 ? `Fixture Holdings charged with fraud in case ${i}` : `Fixture Holdings opens office number ${i}`,
  text: i % 3 === 0 ? `Prosecutors charged Fixture Holdings with wire fraud and money laundering on day ${i}.` : `Fixture Holdings opened a new office on day ${i}.`,
  provider: 't', outlets: [`news${i % 7}.example.com`], providers: ['t'],
}))

test('500 stories screened in slices: other work gets turns meanwhile, and the result is the same', async () => {
  const variants = nameVariants('Fixture Holdings')
  let turns = 0
  let done = false
  const ticker = (async () => { while (!done) { turns++; await new Promise<void>((r) => setImmediate(r)) } })()
  const sliced = await screenStoriesInSlices(stories, variants, NOW)
  done = true
  await ticker
  assert.ok(turns >= 10, `other work ran ${turns} times while 500 stories were screened`)
  const whole = screenStories(stories, variants, NOW)
  assert.deepEqual(sliced, whole)
  assert.ok(whole.hits.length > 0)
})
