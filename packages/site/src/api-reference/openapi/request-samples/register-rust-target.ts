import { addTarget, type TargetId, targets } from '@readme/httpsnippet/targets';
import { rustReqwestClient } from './rust-reqwest-client.ts';

/**
 * Adds a `rust` target with Folio's `reqwest` client to @readme/httpsnippet through its documented
 * extension point (`addTarget`), so `rust` samples come out of the same `targets` table as every
 * other language. The library gained its own Rust target in 11.4, which requires Node 22; Folio
 * runs on Node 20 and keeps 11.1. A library that already has a `rust` target keeps its own.
 */
export function registerRustTarget(): void {
  if (Object.hasOwn(targets, 'rust')) return;
  addTarget({
    // The library's `TargetId` names only its built-in targets; `addTarget` exists to add others.
    info: { key: 'rust' as TargetId, title: 'Rust', default: 'reqwest' },
    clientsById: { reqwest: rustReqwestClient },
  });
}
