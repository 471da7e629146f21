// Rule bundles in priority order: site bundles (with `test`) first, then the field families.
import type { Bundle } from './bundle.ts'
import author from './rules/author.ts'
import canonical from './rules/canonical.ts'
import date from './rules/date.ts'
import description from './rules/description.ts'
import icons from './rules/icons.ts'
import image from './rules/image.ts'
import keywords from './rules/keywords.ts'
import lang from './rules/lang.ts'
import siteName from './rules/site-name.ts'
import title from './rules/title.ts'

export const bundles: Bundle[] = [title, description, keywords, author, siteName, lang, date, image, canonical, icons]
