import { existsSync } from 'node:fs';

/** A command line that runs Node with its address space capped, and how it is capped. */
export interface CappedNodeCommand {
  command: string;
  args: string[];
  /** `prlimit`, `ulimit` (through /bin/sh), or `none` where the system has neither (not Linux). */
  cap: 'prlimit' | 'ulimit' | 'none';
}

/** Where util-linux puts prlimit; searched by path since a build thread has no PATH. */
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'];

/**
 * The command that runs `node <nodeArgs>` (this process's Node binary) with its virtual address
 * space limited to `memoryMb` (RLIMIT_AS). Native code (resvg's Rust decoders, its pixmaps) does
 * not count against V8's heap limits — `--max-old-space-size` and a thread's `resourceLimits`
 * bound only JavaScript objects — so an address-space limit is the one that holds: an allocation
 * past it fails, and Rust aborts the process (exit 134), which is the child's death, never its
 * parent's. Through `prlimit` when util-linux has it (Debian, the worker's image), else through
 * the shell's `ulimit -v`; elsewhere (macOS, Windows) without a cap, the child still crashes alone.
 */
export function memoryCappedNode(nodeArgs: readonly string[], memoryMb: number): CappedNodeCommand {
  const node = process.execPath;
  if (process.platform !== 'linux') return { command: node, args: [...nodeArgs], cap: 'none' };
  const prlimit = PRLIMIT.find((path) => existsSync(path));
  if (prlimit !== undefined)
    return { command: prlimit, args: [`--as=${memoryMb * 1024 * 1024}`, '--', node, ...nodeArgs], cap: 'prlimit' };
  if (existsSync('/bin/sh'))
    return {
      command: '/bin/sh',
      args: ['-c', `ulimit -v ${memoryMb * 1024} && exec "$0" "$@"`, node, ...nodeArgs],
      cap: 'ulimit',
    };
  return { command: node, args: [...nodeArgs], cap: 'none' };
}
