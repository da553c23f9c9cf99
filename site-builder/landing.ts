/**
 * What the landing page says, taken from README.md so the two never disagree: the introduction (the text
 * between the title and the first code block) and the set-up commands (that first `sh` block, one command per
 * line with its `# comment`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SetupCommand {
  readonly command: string;
  readonly comment: string;
}

export interface ReadmeFacts {
  /** Markdown of the introduction. */
  readonly intro: string;
  readonly setup: readonly SetupCommand[];
}

export function readmeFacts(text: string): ReadmeFacts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const title = lines.findIndex((l) => l.startsWith('# '));
  const fence = lines.findIndex((l, i) => i > title && /^```sh\s*$/.test(l));
  const close = lines.findIndex((l, i) => i > fence && l.startsWith('```'));
  if (title < 0 || fence < 0 || close < 0) {
    throw new Error('README.md must start with a title, an introduction and a ```sh block of the set-up commands');
  }
  const intro = lines
    .slice(title + 1, fence)
    .join('\n')
    .trim();
  const setup = lines
    .slice(fence + 1, close)
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const [command = '', ...comment] = line.split(/\s+#\s/);
      return { command: command.trim(), comment: comment.join(' # ').trim() };
    });
  if (intro === '' || setup.length === 0)
    throw new Error('README.md has no introduction or no set-up commands before its first heading');
  return { intro, setup };
}

export async function readReadme(root: string): Promise<ReadmeFacts> {
  return readmeFacts(await readFile(path.join(root, 'README.md'), 'utf8'));
}
