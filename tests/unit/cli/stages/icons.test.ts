import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildIconSprite } from '../../../../cli/stages/icons.ts';
import { ICONS } from '../../../../theme/icon-set.ts';

describe('icon sprite', () => {
  const sprite = buildIconSprite();
  const svg = String(sprite.asset.contents);

  test('holds one symbol per icon of the set, by name, and lists the names', () => {
    assert.deepEqual(sprite.names, Object.keys(ICONS).sort());
    for (const name of sprite.names) assert.match(svg, new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">`), name);
    assert.equal(svg.match(/<symbol /g)?.length, sprite.names.length);
  });

  test('symbols hold shapes only: stroke and fill come from the <svg> that uses them', () => {
    assert.doesNotMatch(svg, /<symbol[^>]*stroke/);
    assert.match(svg, /<symbol id="cloud" viewBox="0 0 24 24"><path d="[^"]+"/);
  });

  test('is named by its content', () => {
    assert.match(sprite.file, /^assets\/icons\.[0-9a-f]{8}\.svg$/);
    assert.equal(buildIconSprite().file, sprite.file);
  });
});
