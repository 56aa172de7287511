import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isPageFile, resolveLinkTarget, routeOfFile } from '../../../../cli/stages/routes.ts';

describe('routeOfFile', () => {
  test('README.md and index.md at the root map to /', () => {
    assert.equal(routeOfFile('README.md'), '/');
    assert.equal(routeOfFile('index.md'), '/');
  });

  test('README.md and index.md in a folder map to the folder route', () => {
    assert.equal(routeOfFile('guide/README.md'), '/guide/');
    assert.equal(routeOfFile('guide/index.md'), '/guide/');
    assert.equal(routeOfFile('guide/install/Readme.md'), '/guide/install/');
  });

  test('a page file maps to NAME.html', () => {
    assert.equal(routeOfFile('a.md'), '/a.html');
    assert.equal(routeOfFile('pricing.md'), '/pricing.html');
  });

  test('nested page files keep their folders', () => {
    assert.equal(routeOfFile('guide/webdav.md'), '/guide/webdav.html');
    assert.equal(routeOfFile('zh/guide/drivers/115.md'), '/zh/guide/drivers/115.html');
  });

  test('a name with dots keeps every dot but the .md extension', () => {
    assert.equal(routeOfFile('guide/drivers/baidu.photo.md'), '/guide/drivers/baidu.photo.html');
  });

  test('the case of names is kept', () => {
    assert.equal(routeOfFile('guide/drivers/SMB.md'), '/guide/drivers/SMB.html');
    assert.equal(routeOfFile('Guide/AList V2.md'), '/Guide/AList V2.html');
  });

  test('a file named like readme but longer is a page', () => {
    assert.equal(routeOfFile('guide/readme-first.md'), '/guide/readme-first.html');
  });
});

describe('isPageFile', () => {
  test('Markdown files are pages', () => {
    assert.equal(isPageFile('a.md'), true);
    assert.equal(isPageFile('guide/install/docker.md'), true);
    assert.equal(isPageFile('guide/README.MD'), true);
  });

  test('partials starting with _ are skipped, in any folder', () => {
    assert.equal(isPageFile('_partial.md'), false);
    assert.equal(isPageFile('guide/_partial.md'), false);
    assert.equal(isPageFile('_drafts/a.md'), false);
  });

  test('hidden files and folders are skipped', () => {
    assert.equal(isPageFile('.hidden/x.md'), false);
    assert.equal(isPageFile('guide/.x.md'), false);
  });

  test('node_modules is skipped', () => {
    assert.equal(isPageFile('node_modules/pkg/README.md'), false);
  });

  test('non-Markdown files are not pages', () => {
    assert.equal(isPageFile('logo.png'), false);
    assert.equal(isPageFile('guide/notes.txt'), false);
    assert.equal(isPageFile('guide/a.md.bak'), false);
  });
});

describe('resolveLinkTarget', () => {
  test('a relative .md link with a hash becomes the route with the hash', () => {
    assert.equal(resolveLinkTarget('./a.md#x', 'guide/b.md'), '/guide/a.html#x');
    assert.equal(resolveLinkTarget('a.md', 'guide/b.md'), '/guide/a.html');
  });

  test('../folder/README.md becomes the folder route', () => {
    assert.equal(resolveLinkTarget('../b/README.md', 'guide/a/x.md'), '/guide/b/');
    assert.equal(resolveLinkTarget('../b/README.md', 'guide/x.md'), '/b/');
  });

  test('a relative link from a root page resolves from /', () => {
    assert.equal(resolveLinkTarget('./guide/index.md', 'README.md'), '/guide/');
  });

  test('an absolute route is kept as is', () => {
    assert.equal(resolveLinkTarget('/guide/', 'zh/a.md'), '/guide/');
    assert.equal(resolveLinkTarget('/guide/drivers/common.html#mount-path', 'a.md'), '/guide/drivers/common.html#mount-path');
  });

  test('an absolute .md link is rewritten to its route', () => {
    assert.equal(resolveLinkTarget('/guide/webdav.md', 'a.md'), '/guide/webdav.html');
  });

  test('external links are not resolved', () => {
    assert.equal(resolveLinkTarget('https://github.com/alist-org/alist', 'guide/a.md'), undefined);
    assert.equal(resolveLinkTarget('http://example.com/a.md', 'guide/a.md'), undefined);
    assert.equal(resolveLinkTarget('//cdn.example.com/x.js', 'guide/a.md'), undefined);
  });

  test('mailto: and other schemes are not resolved', () => {
    assert.equal(resolveLinkTarget('mailto:i@nn.ci', 'guide/a.md'), undefined);
    assert.equal(resolveLinkTarget('tg://resolve?domain=x', 'guide/a.md'), undefined);
  });

  test('a pure #hash is returned as the hash', () => {
    assert.equal(resolveLinkTarget('#mount-path', 'guide/a.md'), '#mount-path');
  });

  test('an empty link resolves to nothing', () => {
    assert.equal(resolveLinkTarget('', 'guide/a.md'), undefined);
  });

  test('a relative non-page link resolves to a path without rewriting', () => {
    assert.equal(resolveLinkTarget('./img/a.png', 'guide/a.md'), '/guide/img/a.png');
    assert.equal(resolveLinkTarget('../install/', 'guide/api/a.md'), '/guide/install/');
  });
});
