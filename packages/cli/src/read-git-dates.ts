import { execFile } from 'node:child_process';

/**
 * The date of the last commit that changed each file under `dir`, from the git history of the
 * working copy it sits in: repository-relative to `dir` (`guides/setup.mdx`) → ISO 8601 date.
 * Empty when `dir` is not in a git working copy or git is not installed: pages then show no date.
 * One `git log` walks the history once (newest first, so a file's first sighting is its date).
 */
export function readGitDates(dir: string): Promise<ReadonlyMap<string, string>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', dir, 'log', '--format=%x00%cI', '--name-only', '--relative', '--no-renames', '-z', '--', '.'],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        const dates = new Map<string, string>();
        if (error !== null) return resolve(dates);
        // `%x00` puts an empty field before each commit's date; its files follow the date.
        let date: string | undefined;
        let expectDate = true;
        for (const field of stdout.split('\0')) {
          if (field === '') expectDate = true;
          else if (expectDate) {
            date = field.trim();
            expectDate = false;
          } else {
            const file = field.replace(/^\n+/, '');
            if (date !== undefined && !dates.has(file)) dates.set(file, date);
          }
        }
        resolve(dates);
      },
    );
  });
}
