import { defineConfig, type SidebarItemConfig } from './cli/config/define.ts';
import type { NavbarItem } from './runtime/protocol.ts';

/** Words of the navbar and the guide sidebar in one language. */
interface NavWords {
  guide: string;
  config: string;
  faq: string;
  pricing: string;
  community: string;
  discussion: string;
  wechat: string;
  more: string;
  demo: string;
  intro: string;
  install: string;
  storage: string;
  advanced: string;
}

/**
 * The navbar and sidebars of a locale (SPEC §2.3), the same in both languages but for the words
 * and the path prefix. The guide's sidebar: the introduction, then the Install, Storage, Advanced
 * and API groups (each listing its folder's pages in their front-matter order; API holds the
 * admin sub-group), then the single pages. The tool section has no sidebar.
 */
function navigation(prefix: string, t: NavWords): { navbar: NavbarItem[]; sidebar: Record<string, SidebarItemConfig[] | 'structure' | false> } {
  const group = (text: string, folder: string, icon: string): SidebarItemConfig => ({ text, icon, link: `${folder}/`, prefix: `${folder}/`, collapsible: true, children: 'structure' });
  return {
    navbar: [
      { text: t.guide, link: `${prefix}guide/` },
      { text: t.config, link: `${prefix}config/` },
      { text: t.faq, link: `${prefix}faq/` },
      { text: t.pricing, link: `${prefix}pricing.html` },
      {
        text: t.community,
        children: [
          { text: t.discussion, link: 'https://github.com/alist-org/alist/discussions' },
          { text: 'Telegram', link: 'https://t.me/alist_chat' },
          { text: t.wechat, link: `${prefix}community/` },
        ],
      },
      {
        text: t.more,
        children: [
          { text: t.demo, link: 'https://al.nn.ci' },
          { text: 'V2', link: 'https://alist-doc.nn.ci/' },
        ],
      },
    ],
    sidebar: {
      [`${prefix}guide/`]: [
        'README.md',
        group(t.install, 'install', 'download'),
        group(t.storage, 'drivers', 'cloud'),
        group(t.advanced, 'advanced', 'gear'),
        group('API', 'api', 'code'),
        'webdav.md',
        'ecosystem.md',
        'community.md',
        'changelog.md',
      ],
      [`${prefix}config/`]: 'structure',
      [`${prefix}faq/`]: 'structure',
      [`${prefix}tool/`]: false,
    },
  };
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
  themeOptions: {
    notice: [
      {
        path: '/',
        noticeKey: 'v3.30.0-windows7',
        showOnce: true,
        title: 'Before you upgrade',
        content:
          '<p>From <strong>v3.30.0</strong> on, AList no longer runs on Windows 7 or Windows Server 2008. Keep an older release on those systems, or move to a newer one.</p>' +
          '<p>Setting up? Add your clouds with the <a href="/guide/drivers/">storage driver guides</a>, sign people in with <a href="/guide/advanced/sso.html">single sign-on</a>, and tune the server in the <a href="/config/configuration.html">configuration file</a>.</p>',
        actions: [
          { text: 'Storage drivers', link: '/guide/drivers/', type: 'primary' },
          { text: 'Configuration', link: '/config/configuration.html' },
        ],
      },
      {
        path: '/zh/',
        noticeKey: 'v3.30.0-windows7',
        showOnce: true,
        title: '升级前请留意',
        content:
          '<p>从 <strong>v3.30.0</strong> 开始，AList 不再支持 Windows 7 和 Windows Server 2008。在这些系统上请继续使用旧版本，或者升级操作系统。</p>' +
          '<p>刚开始部署？可以先看<a href="/zh/guide/drivers/">存储驱动</a>添加网盘，用<a href="/zh/guide/advanced/sso.html">单点登录</a>管理账号，再按需调整<a href="/zh/config/configuration.html">配置文件</a>。</p>',
        actions: [
          { text: '存储驱动', link: '/zh/guide/drivers/', type: 'primary' },
          { text: '配置文件', link: '/zh/config/configuration.html' },
        ],
      },
    ],
    // The language prompt: which browser languages each locale serves. The reader decides; nothing redirects by itself.
    redirect: { locales: { '/': ['en-US', 'en'], '/zh/': ['zh-CN', 'zh'] } },
    ads: {
      sidebar: {
        name: 'vidhub-sidebar',
        link: 'https://apps.apple.com/app/apple-store/id1659622164?pt=118612019&ct=alist&mt=8',
        image: '/img/vidhub-ad.svg',
        text: { '/': 'VidHub, a cloud video player for Apple devices', '/zh/': 'VidHub：苹果设备上的网盘视频播放器' },
      },
      // The sponsorship label exists but is off.
      sponsorLabel: false,
    },
    // Loaded after the page is interactive, never on localhost or IP hosts; the site works without them.
    thirdParty: [
      { src: 'https://cdn.wwads.cn/js/makemoney.js' },
      { src: 'https://hm.baidu.com/hm.js?6c8a68035d2804b5cfeafe6d96df4c75' },
      { src: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-6488351372249466', attrs: { crossorigin: 'anonymous' } },
    ],
    // The video-app banner at the end of the home page; clicks report the name to the ad statistics.
    promo: {
      name: 'vidhub',
      link: 'https://apps.apple.com/app/apple-store/id1659622164?pt=118612019&ct=alist&mt=8',
      text: {
        '/': {
          title: 'VidHub: your cloud videos on every Apple screen',
          details: ['Plays straight from your cloud drives and from AList, on iPhone, iPad, Mac and Apple TV.'],
          badge: 'Free',
        },
        '/zh/': {
          title: 'VidHub：苹果全家桶上的网盘视频播放器',
          details: ['网盘和 AList 里的视频直接点开就能播，iPhone、iPad、Mac、Apple TV 都能用。'],
          badge: '免费',
          // Chinese readers go to the maker's Chinese product page.
          link: 'https://zh.okaapps.com/product/1659622164?ref=alist',
        },
      },
    },
  },
  locales: {
    '/': {
      lang: 'en-US',
      title: 'AList',
      description: 'Documentation for AList v3',
      ...navigation('/', {
        guide: 'Guide', config: 'Config', faq: 'FAQ', pricing: 'Pricing',
        community: 'Community', discussion: 'Discussion', wechat: 'Wechat/QQ', more: 'More', demo: 'Demo',
        intro: 'Introduction', install: 'Install', storage: 'Storage', advanced: 'Advanced',
      }),
      displayFooter: true,
      footer: 'AList is free software under the AGPL-3.0 licence.',
    },
    '/zh/': {
      lang: 'zh-CN',
      title: 'AList',
      description: 'AList v3 文档',
      ...navigation('/zh/', {
        guide: '指南', config: '配置', faq: '常见问题', pricing: '价格',
        community: '社区', discussion: '讨论', wechat: '微信/QQ', more: '更多', demo: '演示',
        intro: '简介', install: '安装', storage: '存储', advanced: '进阶',
      }),
      displayFooter: true,
      footer: 'AList 是基于 AGPL-3.0 许可证的自由软件。',
    },
  },
});
