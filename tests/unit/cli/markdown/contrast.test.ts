import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AA_TEXT_CONTRAST, HIGHLIGHT_TINT, contrastRatio, parseHex, readableOn, worstTintOf } from '../../../../cli/markdown/contrast.ts';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('contrast', () => {
  test('contrastRatio gives the WCAG figures: black on white 21, a colour on itself 1', () => {
    assert.equal(Math.round(ratio('#000', '#fff')), 21);
    assert.equal(ratio('#24292e', '#24292e'), 1);
    const comment = ratio('#6a737d', '#24292e');
    assert.ok(comment > 3 && comment < 3.1, `github-dark comment contrast ${comment}`);
  });

  test('parseHex reads 3, 6 and 8 digits; alpha is composited over the background', () => {
    assert.deepEqual(parseHex('#fa0'), [255, 170, 0]);
    assert.deepEqual(parseHex('#24292E'), [36, 41, 46]);
    assert.deepEqual(parseHex('#ffffff80', [0, 0, 0]), [128, 128, 128]);
    assert.equal(parseHex('red'), undefined);
  });

  test('a colour that already reads on its background is returned unchanged', () => {
    assert.equal(readableOn('#E1E4E8', '#24292e'), '#E1E4E8');
    assert.equal(readableOn('#D73A49', '#fff'), '#D73A49');
  });

  test('github-dark comments (#6A737D on #24292e) are lightened just enough to reach 4.5:1', () => {
    const fixed = readableOn('#6A737D', '#24292e');
    assert.notEqual(fixed, '#6A737D');
    const r = ratio(fixed, '#24292e');
    assert.ok(r >= AA_TEXT_CONTRAST && r < AA_TEXT_CONTRAST + 0.2, `ratio ${r}`);
    assert.ok(parseHex(fixed)![2] >= parseHex(fixed)![0], 'keeps its bluish grey');
  });

  test('a pale colour on a light background is darkened; unparseable colours pass through', () => {
    const fixed = readableOn('#999999', '#ffffff');
    assert.ok(ratio(fixed, '#ffffff') >= AA_TEXT_CONTRAST);
    assert.ok(parseHex(fixed)![0] < 0x99);
    assert.equal(readableOn('currentColor', '#fff'), 'currentColor');
  });

  test('worstTintOf lightens a dark background and darkens a light one by the highlight tint', () => {
    assert.equal(HIGHLIGHT_TINT, 0.08);
    assert.equal(worstTintOf('#000000'), '#141414');
    assert.equal(worstTintOf('#ffffff'), '#EBEBEB');
    const tinted = worstTintOf('#24292e');
    for (const accent of ['#1d6fd8', '#0e7c86', '#ffffff', '#83b0ea']) {
      const mixed = parseHex(accent)!.map((v, i) => Math.round(parseHex('#24292e')![i] * 0.92 + v * 0.08)) as [number, number, number];
      assert.ok(contrastRatio(parseHex('#E1E4E8')!, parseHex(tinted)!) <= contrastRatio(parseHex('#E1E4E8')!, mixed) + 1e-9, `${accent} tint is no worse than the bound`);
    }
  });
});
