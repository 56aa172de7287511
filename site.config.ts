import { defineConfig } from './cli/config/define.ts';

export default defineConfig({
  title: 'AList',
  docsDir: 'docs',
  // drivers.json and releases.json feed the driver field tables and the changelog
  factsDir: '../shared/facts',
  // The public token service (the address AList itself uses as its default OAuth token URL).
  apiEndpoints: { cf: 'https://api.nn.ci' },
  logo: '/logo.svg',
  repo: 'alist-org/alist',
  docsRepo: 'alist-org/docs',
  docsBranch: 'main',
  author: { name: 'AList team', url: 'https://github.com/alist-org' },
  colorMode: 'switch',
  locales: {
    '/': {
      lang: 'en-US',
      title: 'AList',
      description: 'Documentation for AList v3',
      navbar: [
        { text: 'Guide', link: '/guide/' },
        { text: 'Config', link: '/config/' },
        { text: 'FAQ', link: '/faq/' },
        { text: 'Pricing', link: '/pricing.html' },
        {
          text: 'Community',
          children: [
            { text: 'Discussion', link: 'https://github.com/alist-org/alist/discussions' },
            { text: 'Telegram', link: 'https://t.me/alist_chat' },
            { text: 'Wechat/QQ', link: '/community/' },
          ],
        },
      ],
      sidebar: {
        '/guide/': 'structure',
        '/config/': 'structure',
        '/faq/': 'structure',
        '/tool/': false,
      },
      displayFooter: true,
      footer: 'AList is free software under the AGPL-3.0 licence.',
    },
    '/zh/': {
      lang: 'zh-CN',
      title: 'AList',
      description: 'AList v3 文档',
      navbar: [
        { text: '指南', link: '/zh/guide/' },
        { text: '配置', link: '/zh/config/' },
        { text: '常见问题', link: '/zh/faq/' },
        { text: '价格', link: '/zh/pricing.html' },
        {
          text: '社区',
          children: [
            { text: '讨论', link: 'https://github.com/alist-org/alist/discussions' },
            { text: 'Telegram', link: 'https://t.me/alist_chat' },
            { text: '微信/QQ', link: '/zh/community/' },
          ],
        },
      ],
      sidebar: {
        '/zh/guide/': 'structure',
        '/zh/config/': 'structure',
        '/zh/faq/': 'structure',
        '/zh/tool/': false,
      },
      displayFooter: true,
      footer: 'AList 是基于 AGPL-3.0 许可证的自由软件。',
    },
  },
});
