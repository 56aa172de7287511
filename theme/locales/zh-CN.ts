import type { ThemeLocale } from './types.ts';

/** 简体中文界面文字。 */
export const zhCN: ThemeLocale = {
  lang: 'zh-CN',
  langName: '简体中文',
  navbar: { mainLabel: '主导航', selectLanguage: '选择语言', toggleMenu: '切换菜单', repo: '源码仓库', home: '首页' },
  meta: {
    author: '作者',
    date: '写作日期',
    origin: '原创',
    views: '访问量',
    category: '分类',
    tag: '标签',
    readingTime: '阅读时间',
    words: '字数',
    toc: '此页内容',
    prev: '上一页',
    next: '下一页',
    lastUpdated: '上次编辑于',
    contributors: '贡献者',
    editLink: '在 GitHub 上编辑此页',
    print: '打印',
    lessThanOneMinute: '小于 1 分钟',
    minutes: '大约 {minutes} 分钟',
    wordCount: '约 {words} 字',
  },
  outlook: { themeColor: '主题色', darkMode: '外观', fullscreen: '全屏' },
  route: {
    skipToContent: '跳至主要內容',
    notFoundTitle: '页面不存在',
    notFoundMessages: ['这里什么也没有', '我们是怎么来到这儿的？', '这 是 四 零 四 !', '看起来你访问了一个失效的链接'],
    back: '返回上一页',
    home: '带我回家',
  },
  sidebar: { label: '侧边栏' },
  breadcrumb: { label: '面包屑导航' },
  containers: { tip: '提示', info: '相关信息', note: '注', warning: '注意', danger: '警告', details: '详情' },
};
