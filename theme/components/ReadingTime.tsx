/** "Less than 1 minute" under a minute, otherwise rounded minutes. */
import { format, type ThemeLocale } from '../locales/index.ts';

/** The reading-time text for `minutes` in the dictionary's language. */
export function readingTimeText(minutes: number, t: ThemeLocale): string {
  return minutes < 1 ? t.meta.lessThanOneMinute : format(t.meta.minutes, { minutes: Math.round(minutes) });
}
