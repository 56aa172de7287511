/** The language prompt comes first; the notice waits until it is settled (never two dialogs at once). */
import { useState } from 'react';
import { Notice } from './Notice.tsx';
import { RedirectPrompt } from './RedirectPrompt.tsx';

export function Prompts() {
  const [redirecting, setRedirecting] = useState(true);
  return (
    <>
      <RedirectPrompt onOpenChange={setRedirecting} />
      {!redirecting && <Notice />}
    </>
  );
}
