import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UserConfig } from '../../../../cli/config/define.ts';
import { validateConfig } from '../../../../cli/config/validate.ts';

/** Messages of the problems found, for compact asserts. */
const messages = (config: unknown, file?: string) => validateConfig(config as UserConfig, file).map((d) => d.message);

describe('validateConfig', () => {
  test('a valid config has no problems', () => {
    const config: UserConfig = {
      title: 'AList',
      base: '/',
      colorMode: 'switch',
      headerDepth: 2,
      redirects: { '/old': '/new.html', '/ext': 'https://example.com' },
      locales: {
        '/': { lang: 'en-US', navbar: [{ text: 'Guide', link: '/guide/' }, { text: 'More', children: [{ text: 'Demo', link: 'https://x' }] }] },
        '/zh/': { lang: 'zh-CN', sidebar: { '/zh/guide/': ['a', { text: 'Install', prefix: 'install/', children: ['docker'] }] } },
      },
    };
    assert.deepEqual(validateConfig(config), []);
  });

  test('every problem is an error on the config file', () => {
    const [d] = validateConfig({ colorMode: 'dim' as never }, 'site.config.mts');
    assert.equal(d.severity, 'error');
    assert.equal(d.file, 'site.config.mts');
  });

  test('a bad colorMode names the field and the allowed values', () => {
    assert.deepEqual(messages({ colorMode: 'dim' }), ['colorMode: must be one of switch, toggle, disable, enable']);
  });

  test('a base without leading and trailing slashes is an error', () => {
    assert.deepEqual(messages({ base: 'docs' }), ['base: must start and end with "/"']);
    assert.deepEqual(messages({ base: '/docs' }), ['base: must start and end with "/"']);
    assert.deepEqual(messages({ base: 'docs/' }), ['base: must start and end with "/"']);
    assert.deepEqual(messages({ base: '/docs/' }), []);
  });

  test('a string field of another type names the field', () => {
    assert.deepEqual(messages({ title: 3 }), ['title: must be a string']);
  });

  test('headerDepth outside 1 to 5 is an error', () => {
    assert.deepEqual(messages({ headerDepth: 0 }), ['headerDepth: must be a whole number from 1 to 5']);
    assert.deepEqual(messages({ headerDepth: 2.5 }), ['headerDepth: must be a whole number from 1 to 5']);
    assert.deepEqual(messages({ headerDepth: 5 }), []);
  });

  test('a locale key without slashes names the locale', () => {
    assert.deepEqual(messages({ locales: { zh: { lang: 'zh-CN' } } }), [`locales['zh']: key must start and end with "/"`]);
  });

  test('a locale without lang names the lang path', () => {
    assert.deepEqual(messages({ locales: { '/zh/': {} } }), [`locales['/zh/'].lang: must be a string such as "en-US"`]);
  });

  test('a navbar item without text names its full path', () => {
    assert.deepEqual(
      messages({ locales: { '/zh/': { lang: 'zh-CN', navbar: [{ link: '/zh/guide/' }] } } }),
      [`locales['/zh/'].navbar[0].text: must be a string`],
    );
  });

  test('a nested navbar child without text names the nested path', () => {
    assert.deepEqual(
      messages({ locales: { '/': { lang: 'en-US', navbar: [{ text: 'A' }, { text: 'More', children: [{ text: 'x' }, { link: 3 }] }] } } }),
      [`locales['/'].navbar[1].children[1].text: must be a string`, `locales['/'].navbar[1].children[1].link: must be a string`],
    );
  });

  test('a sidebar key without a leading slash and a bad sidebar item name their paths', () => {
    assert.deepEqual(
      messages({ locales: { '/': { lang: 'en-US', sidebar: { 'guide/': [42] } } } }),
      [`locales['/'].sidebar['guide/']: key must start with "/"`, `locales['/'].sidebar['guide/'][0]: must be a string or an object`],
    );
  });

  test('redirects must start with / and point at / or http(s):', () => {
    assert.deepEqual(messages({ redirects: { old: '/new.html', '/x': 'new.html' } }), [
      `redirects['old']: must start with "/"`,
      `redirects['/x']: target must start with "/" or http(s):`,
    ]);
  });

  test('a config that is not an object is one error', () => {
    assert.deepEqual(messages(null), ['default export: must be an object (use defineConfig({...}))']);
  });

  test(
    'a non-string base is reported, not thrown',
    {},
    () => {
      assert.deepEqual(messages({ base: 5 }), ['base: must be a string']);
    },
  );

  test(
    'a navbar that is not a list is reported, not thrown',
    {},
    () => {
      const found = messages({ locales: { '/': { lang: 'en-US', navbar: 'Guide' } } });
      assert.equal(found.length, 1);
      assert.match(found[0], /^locales\['\/'\]\.navbar/);
    },
  );
});
