import type { DiagnosticCatalogue } from '@folio/diagnostics';
import { docsConfigCodes } from '@folio/docs-config';
import { asyncapiCodes, openapiCodes } from '@folio/openapi';
import { navigationCodes } from '@folio/navigation';
import { contentCodes } from '@folio/content/codes';
import { siteCodes } from '@folio/site';
import { builderCodes } from './codes.ts';
import { linkCodes } from './links/link-codes.ts';

/** Every diagnostic catalogue a build can report from, by the package that owns it. */
export const diagnosticCatalogues: ReadonlyArray<{ packageName: string; catalogue: DiagnosticCatalogue }> = [
  { packageName: '@folio/docs-config', catalogue: docsConfigCodes },
  { packageName: '@folio/openapi', catalogue: openapiCodes },
  { packageName: '@folio/openapi (AsyncAPI)', catalogue: asyncapiCodes },
  { packageName: '@folio/navigation', catalogue: navigationCodes },
  { packageName: '@folio/content', catalogue: contentCodes },
  { packageName: '@folio/site', catalogue: siteCodes },
  { packageName: '@folio/builder', catalogue: builderCodes },
  { packageName: '@folio/builder (links)', catalogue: linkCodes },
];
