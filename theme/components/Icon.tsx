/**
 * Icons by name, as front matter and the config write them (`icon: cloud`). The drawings come from
 * lucide (ISC), imported one by one so the bundle carries only these. An unknown name draws nothing.
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

/** A decorative icon (hidden from assistive technology: the text next to it names the thing). */
export function Icon({ name, size = 16, className }: { name?: string; size?: number; className?: string }) {
  const Drawing = name ? ICONS[name] : undefined;
  if (!Drawing) return null;
  return <Drawing className={`icon${className ? ` ${className}` : ''}`} size={size} aria-hidden="true" focusable="false" />;
}
