import { defineConfig, type SidebarItemConfig } from './cli/config/define.ts';

/**
 * The guide's sidebar (SPEC §2.3): the introduction, then the Install, Storage, Advanced and API
 * groups (each listing its folder's pages in their front-matter order; API holds the admin
 * sub-group), then the single pages.
 */
function guideSidebar(t: { intro: string; install: string; storage: string; advanced: string; api: string }): SidebarItemConfig[] {
  const group = (text: string, folder: string, icon: string): SidebarItemConfig => ({ text, icon, link: `${folder}/`, prefix: `${folder}/`, collapsible: true, children: 'structure' });
  return [
    'README.md',
    group(t.install, 'install', 'download'),
    group(t.storage, 'drivers', 'cloud'),
    group(t.advanced, 'advanced', 'gear'),
    group(t.api, 'api', 'code'),
    'webdav.md',
    'ecosystem.md',
    'community.md',
    'changelog.md',
  ];
}

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
        {
          text: 'More',
          children: [
            { text: 'Demo', link: 'https://al.nn.ci' },
            { text: 'V2', link: 'https://alist-doc.nn.ci/' },
          ],
        },
      ],
      sidebar: {
        '/guide/': guideSidebar({ intro: 'Introduction', install: 'Install', storage: 'Storage', advanced: 'Advanced', api: 'API' }),
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
        {
          text: '更多',
          children: [
            { text: '演示', link: 'https://al.nn.ci' },
            { text: 'V2', link: 'https://alist-doc.nn.ci/' },
          ],
        },
      ],
      sidebar: {
        '/zh/guide/': guideSidebar({ intro: '简介', install: '安装', storage: '存储', advanced: '进阶', api: 'API' }),
        '/zh/config/': 'structure',
        '/zh/faq/': 'structure',
        '/zh/tool/': false,
      },
      displayFooter: true,
      footer: 'AList 是基于 AGPL-3.0 许可证的自由软件。',
    },
  },
});
