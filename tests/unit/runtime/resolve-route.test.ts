import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { candidatePaths, redirectCandidates, resolveRoute } from '../../../runtime/resolve-route.ts';

const routes = {
  '/': {},
  '/guide/': {},
  '/guide/a.html': {},
  '/pricing.html': {},
  '/zh/指南.html': {},
  '/folder/': {},
  '/new.html': {},
};

describe('resolveRoute', () => {
  test('an exact route resolves to itself', () => {
    assert.equal(resolveRoute('/guide/a.html', routes), '/guide/a.html');
    assert.equal(resolveRoute('/', routes), '/');
  });

  test('an encoded path finds the decoded route', () => {
    assert.equal(resolveRoute('/zh/%E6%8C%87%E5%8D%97.html', routes), '/zh/指南.html');
    assert.equal(resolveRoute('/zh/%e6%8c%87%e5%8d%97.html', routes), '/zh/指南.html');
  });

  test('a decoded path finds the encoded route', () => {
    assert.equal(resolveRoute('/zh/指南.html', { '/zh/%E6%8C%87%E5%8D%97.html': {} }), '/zh/%E6%8C%87%E5%8D%97.html');
  });

  test('an encoded path without .html still finds the page', () => {
    assert.equal(resolveRoute('/zh/%E6%8C%87%E5%8D%97', routes), '/zh/指南.html');
  });

  test('/x resolves to /x.html', () => {
    assert.equal(resolveRoute('/guide/a', routes), '/guide/a.html');
    assert.equal(resolveRoute('/pricing', routes), '/pricing.html');
  });

  test('/x/index.html and /x/README.md resolve to /x/', () => {
    assert.equal(resolveRoute('/guide/index.html', routes), '/guide/');
    assert.equal(resolveRoute('/guide/README.md', routes), '/guide/');
    assert.equal(resolveRoute('/index.html', routes), '/');
  });

  test('/x.md resolves to /x.html', () => {
    assert.equal(resolveRoute('/guide/a.md', routes), '/guide/a.html');
  });

  test('/x resolves to /x/ when only the folder exists', () => {
    assert.equal(resolveRoute('/folder', routes), '/folder/');
    assert.equal(resolveRoute('/folder.html', routes), '/folder/');
  });

  test('/x/ resolves to /x.html when only the page exists', () => {
    assert.equal(resolveRoute('/pricing/', routes), '/pricing.html');
  });

  test('a config redirect is followed', () => {
    assert.equal(resolveRoute('/old', routes, { '/old': '/new.html' }), '/new.html');
  });

  test('an exact route wins over a redirect of the same path', () => {
    assert.equal(resolveRoute('/pricing.html', routes, { '/pricing.html': '/new.html' }), '/pricing.html');
  });

  test('an unknown path resolves to undefined', () => {
    assert.equal(resolveRoute('/nope', routes), undefined);
    assert.equal(resolveRoute('/guide/nope.html', routes), undefined);
  });

  test('a malformed escape does not throw', () => {
    assert.equal(resolveRoute('/%E0%A4%A', routes), undefined);
  });

  test('properties of Object.prototype are not routes', () => {
    assert.equal(resolveRoute('constructor', routes), undefined);
  });
});

describe('candidatePaths', () => {
  test('lists the path, its decoded and encoded forms, then the clean-URL spellings, without duplicates', () => {
    assert.deepEqual(candidatePaths('/zh/指南'), ['/zh/指南', '/zh/%E6%8C%87%E5%8D%97', '/zh/指南.html', '/zh/指南/', '/zh/%E6%8C%87%E5%8D%97.html', '/zh/%E6%8C%87%E5%8D%97/']);
  });

  test('a redirect target comes before the clean-URL spellings', () => {
    assert.deepEqual(candidatePaths('/old', { '/old': '/new.html' }), ['/old', '/new.html', '/old.html', '/old/']);
  });

  test('the root has only itself', () => {
    assert.deepEqual(candidatePaths('/'), ['/']);
  });
});

describe('redirectCandidates', () => {
  test('gives the other spellings of one page', () => {
    assert.deepEqual(redirectCandidates('/a'), ['/a.html', '/a/']);
    assert.deepEqual(redirectCandidates('/a/'), ['/a.html']);
    assert.deepEqual(redirectCandidates('/a.html'), ['/a/']);
    assert.deepEqual(redirectCandidates('/a.md'), ['/a.html']);
    assert.deepEqual(redirectCandidates('/a/index.html'), ['/a/']);
  });
});
