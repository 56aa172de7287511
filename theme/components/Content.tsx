/** The Markdown body. React never diffs it: the HTML goes in as is. */
import { useTheme } from '../context.ts';

export function Content() {
  const { page } = useTheme();
  return <div className="theme-content" data-content="" dangerouslySetInnerHTML={{ __html: page.html }} />;
}
