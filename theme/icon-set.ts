/**
 * The icon set, by the names front matter and the config write (`icon: cloud`). The drawings come
 * from lucide (ISC). The build draws them once into an SVG sprite (cli/stages/icons.ts); pages only
 * reference it (theme/components/Icon.tsx), so no icon code reaches the browser bundle.
 */
import type { ComponentType, SVGProps } from 'react';
import {
  ArrowUp, Book, BookOpen, Box, Bug, Calendar, ChevronDown, CircleHelp, CircleUser, Clock, Cloud, Code, Container, DollarSign, Download, ExternalLink, Eye,
  FileText, Folder, FolderGit2, Folders, Globe, House, Image, Info, Key, Languages, Lightbulb, Link, Mail, Maximize, Menu, MessageCircle, Minimize,
  Moon, Palette, PanelLeft, PenLine, Printer, QrCode, Rocket, Search, Send, Server, Settings, Shield, SlidersHorizontal, Sparkles, Star, Sun, SunMoon,
  Tag, Terminal, User, MonitorPlay, Wrench, X, Zap,
} from 'lucide-react';

type Drawing = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }>;

/** Name → drawing. Names follow the Font Awesome words the pages were first written with. */
export const ICONS: Record<string, Drawing> = {
  home: House, cloud: Cloud, key: Key, server: Server, link: Link, code: Code, folder: Folder, download: Download, gear: Settings,
  settings: Settings, user: User, shield: Shield, rocket: Rocket, terminal: Terminal, question: CircleHelp, image: Image, book: Book,
  toolbox: Wrench, sliders: SlidersHorizontal, qrcode: QrCode, palette: Palette, markdown: FileText, lightbulb: Lightbulb, globe: Globe,
  eye: Eye, dollar: DollarSign, docker: Container, comments: MessageCircle, bug: Bug, bars: Menu, search: Search, cube: Box, repo: FolderGit2,
  sun: Sun, moon: Moon, auto: SunMoon, expand: Maximize, compress: Minimize, up: ArrowUp, language: Languages, chevron: ChevronDown,
  sidebar: PanelLeft, close: X, calendar: Calendar, clock: Clock, tag: Tag, category: Folders, pen: PenLine, author: CircleUser,
  print: Printer, external: ExternalLink, mail: Mail, telegram: Send, info: Info, star: Star, sparkles: Sparkles, zap: Zap, 'book-open': BookOpen, video: MonitorPlay,
};
