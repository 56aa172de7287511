import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readingTimeText } from '../../../../theme/components/ReadingTime.tsx';
import { LOCALES } from '../../../../theme/locales/index.ts';

const en = LOCALES['en-US'];
const zh = LOCALES['zh-CN'];

describe('readingTimeText', () => {
  test('under 1 minute is "Less than 1 minute"', () => {
    assert.equal(readingTimeText(0, en), 'Less than 1 minute');
    assert.equal(readingTimeText(0.4, en), 'Less than 1 minute');
    assert.equal(readingTimeText(0.99, en), 'Less than 1 minute');
  });

  test('1 minute and more is rounded', () => {
    assert.equal(readingTimeText(1, en), 'About 1 min');
    assert.equal(readingTimeText(2.4, en), 'About 2 min');
    assert.equal(readingTimeText(2.5, en), 'About 3 min');
    assert.equal(readingTimeText(12.6, en), 'About 13 min');
  });

  test('the Chinese dictionary gives the Chinese texts', () => {
    assert.equal(readingTimeText(0.5, zh), '小于 1 分钟');
    assert.equal(readingTimeText(3.2, zh), '大约 3 分钟');
  });
});
